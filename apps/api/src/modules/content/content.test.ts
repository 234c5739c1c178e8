import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { BlogRow } from '../../db/schema';
import { DEMO_ARTICLES, seedDemoContent } from '../../seed/content';
import { call, createTestApp, type Json, type TestContext } from '../../test/test-app';
import { DAY, daysAgo, insertBlog, uniqueTag } from './content.test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoContent(ctx.db);
});
afterAll(async () => {
  await ctx.close();
});

const blogsUrl = (query: string) => `/api/v1/blogs?${query}`;

describe('GET /blogs', () => {
  it('lists published posts only, newest first, to anonymous visitors', async () => {
    const tag = uniqueTag();
    const tags = JSON.stringify([tag]);
    const older = await insertBlog(ctx.db, { tags, published_at: daysAgo(3), title: 'Older' });
    const newer = await insertBlog(ctx.db, { tags, published_at: daysAgo(1), title: 'Newer' });
    await insertBlog(ctx.db, { tags, status: 'draft', published_at: null, title: 'Draft' });
    await insertBlog(ctx.db, { tags, published_at: new Date(Date.now() + DAY).toISOString(), title: 'Scheduled' });

    const res = await call(ctx.app, { method: 'GET', url: blogsUrl(`tag=${tag}`) });
    expect(res.statusCode).toBe(200);
    expect((res.data.data as Json[]).map((post) => post.id)).toEqual([newer.id, older.id]);
    expect(res.data.meta).toEqual({ page: 1, per_page: 50, total: 2, last_page: 1 });
    expect((res.data.data as Json[])[0]).toEqual({
      id: newer.id,
      slug: newer.slug,
      title: 'Newer',
      excerpt: 'An excerpt',
      cover_image_url: null,
      tags: [tag],
      author_name: 'Editor',
      published_at: newer.published_at,
    });
  });

  it('pages with the spec page sizes and correct meta', async () => {
    const tag = uniqueTag();
    const now = new Date().toISOString();
    await ctx.db
      .insertInto('blogs')
      .values(
        Array.from({ length: 52 }, (_, i): BlogRow => {
          const id = randomUUID();
          return {
            id,
            slug: `bulk-${id}`,
            title: `Bulk ${i}`,
            excerpt: 'Bulk',
            body_markdown: 'Bulk',
            cover_image_url: null,
            tags: JSON.stringify([tag]),
            author_name: 'Editor',
            status: 'published',
            published_at: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
            created_at: now,
            updated_at: now,
          };
        }),
      )
      .execute();
    const first = await call(ctx.app, { method: 'GET', url: blogsUrl(`tag=${tag}`) });
    expect((first.data.data as Json[]).length).toBe(50);
    expect(first.data.meta).toEqual({ page: 1, per_page: 50, total: 52, last_page: 2 });
    const second = await call(ctx.app, { method: 'GET', url: blogsUrl(`tag=${tag}&page=2`) });
    expect((second.data.data as Json[]).map((post) => post.title)).toEqual(['Bulk 50', 'Bulk 51']);
    expect(second.data.meta).toEqual({ page: 2, per_page: 50, total: 52, last_page: 2 });
    const bad = await call(ctx.app, { method: 'GET', url: blogsUrl(`tag=${tag}&per_page=10&page=0`) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.errors as Json).sort()).toEqual(['query.page', 'query.per_page']);
  });

  it('searches titles and excerpts, case-insensitively and with wildcards taken literally', async () => {
    const tag = uniqueTag();
    const tags = JSON.stringify([tag]);
    const title = await insertBlog(ctx.db, { tags, title: 'Acing the Panel INTERVIEW' });
    const excerpt = await insertBlog(ctx.db, { tags, excerpt: 'Get a 100% better interview' });
    await insertBlog(ctx.db, { tags, title: 'Salary talks', excerpt: '1000 tips' });
    const search = async (q: string) => {
      const res = await call(ctx.app, { method: 'GET', url: blogsUrl(`tag=${tag}&q=${encodeURIComponent(q)}`) });
      expect(res.statusCode).toBe(200);
      return (res.data.data as Json[]).map((post) => post.id).sort();
    };
    expect(await search('interview')).toEqual([title.id, excerpt.id].sort());
    expect(await search('100%')).toEqual([excerpt.id]);
    expect(await search('_')).toEqual([]);
    expect(await search("' or 1=1 --")).toEqual([]);
  });

  it('refuses a malformed tag or an unknown parameter', async () => {
    expect((await call(ctx.app, { method: 'GET', url: blogsUrl('tag=%25"x') })).statusCode).toBe(400);
    expect((await call(ctx.app, { method: 'GET', url: blogsUrl('status=draft') })).statusCode).toBe(400);
    // NUL would fail in PostgreSQL: it is bad input, never a 500.
    expect((await call(ctx.app, { method: 'GET', url: blogsUrl('q=a%00b') })).statusCode).toBe(400);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/blogs/a%00b' })).statusCode).toBe(400);
  });
});

describe('GET /blogs/query/recent', () => {
  it('answers the newest published posts: 3 by default, at most 10', async () => {
    await insertBlog(ctx.db, { status: 'draft', published_at: null, title: 'Recent draft' });
    const res = await call(ctx.app, { method: 'GET', url: '/api/v1/blogs/query/recent' });
    expect(res.statusCode).toBe(200);
    const posts = res.data.data as Json[];
    expect(posts).toHaveLength(3);
    const dates = posts.map((post) => String(post.published_at));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts.map((post) => post.title)).not.toContain('Recent draft');
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/blogs/query/recent?limit=10' })).data.data).toHaveLength(
      10,
    );
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/blogs/query/recent?limit=11' })).statusCode).toBe(400);
  });
});

describe('GET /blogs/{id}', () => {
  it('finds a published post by id or slug with sanitized HTML; drafts are 404', async () => {
    const post = await insertBlog(ctx.db, { body_markdown: '## Part\n\nHello **world**', tags: '["cv"]' });
    for (const key of [post.id, post.slug]) {
      const res = await call(ctx.app, { method: 'GET', url: `/api/v1/blogs/${key}` });
      expect(res.statusCode).toBe(200);
      expect(res.data.data).toMatchObject({
        id: post.id,
        slug: post.slug,
        tags: ['cv'],
        body_html: '<h2>Part</h2>\n<p>Hello <strong>world</strong></p>\n',
        comments: [],
      });
      expect(res.data.data).not.toHaveProperty('body_markdown');
    }
    const draft = await insertBlog(ctx.db, { status: 'draft', published_at: null });
    expect((await call(ctx.app, { method: 'GET', url: `/api/v1/blogs/${draft.id}` })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'GET', url: `/api/v1/blogs/${draft.slug}` })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/blogs/no-such-post' })).statusCode).toBe(404);
  });

  it('neutralises script, event handlers, javascript: links and foreign images stored in the markdown', async () => {
    const post = await insertBlog(ctx.db, {
      body_markdown: [
        'Intro <img src=x onerror=alert(1)>',
        '[click me](javascript:alert(document.cookie))',
        '<script>alert(1)</script>',
        '<a href="https://example.com" onclick="steal()">fine</a>',
        '![tracker](https://evil.example/p.png) ![ours](/media/cover.png)',
      ].join('\n\n'),
      cover_image_url: 'javascript:alert(1)',
    });
    const res = await call(ctx.app, { method: 'GET', url: `/api/v1/blogs/${post.slug}` });
    const detail = res.data.data as Json;
    const html = String(detail.body_html);
    for (const fragment of ['onerror', 'javascript:', '<script', 'onclick', 'evil.example', 'alert(']) {
      expect(html).not.toContain(fragment);
    }
    expect(html).toContain('<a href="https://example.com" rel="nofollow noopener">fine</a>');
    expect(html).toContain('<img src="/media/cover.png" alt="ours" />');
    expect(detail.cover_image_url).toBeNull();
  });
});

describe('GET /faqs and the demo content', () => {
  it('lists the FAQs of a language in order, each with its category', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/v1/faqs?lang=de' });
    expect(res.statusCode).toBe(200);
    const faqs = res.data.data as Json[];
    expect(faqs).toHaveLength(10);
    expect(faqs.every((faq) => faq.language === 'de' && typeof faq.category === 'string')).toBe(true);
    const positions = faqs.map((faq) => Number(faq.position));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(faqs[0]).toMatchObject({ category: 'payments', question: 'Wie funktioniert die Registrierungsgebühr?' });
    const english = await call(ctx.app, { method: 'GET', url: '/api/v1/faqs' });
    expect((english.data.data as Json[])[0]).toMatchObject({ language: 'en' });
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/faqs?lang=xx' })).statusCode).toBe(400);
  });

  it('serves the demo articles, and seeding again adds nothing', async () => {
    expect(await seedDemoContent(ctx.db)).toEqual({ blogs: 0, faqs: 0 });
    for (const article of DEMO_ARTICLES) {
      const res = await call(ctx.app, { method: 'GET', url: `/api/v1/blogs/${article.slug}` });
      expect(res.statusCode).toBe(200);
      expect(String((res.data.data as Json).body_html)).toContain('<h2>');
    }
  });

  it('falls back to English when a language has no FAQs', async () => {
    await ctx.db.deleteFrom('faqs').where('language', '=', 'pt').execute();
    const res = await call(ctx.app, { method: 'GET', url: '/api/v1/faqs?lang=pt' });
    expect((res.data.data as Json[]).map((faq) => faq.language)).toEqual(Array(10).fill('en'));
  });
});
