import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSession, expectAdminOnly } from '../../test/factories';
import { call, createTestApp, type Json, type TestContext } from '../../test/test-app';
import { findAuditEntries } from '../audit/audit.test-helpers';
import { multipart, PDF } from '../support/support.test-helpers';

let ctx: TestContext;
let admin: { token: string; user: { id: string } };
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createSession(ctx.app, ctx.db, { group: 'admin' });
});
afterAll(async () => {
  await ctx.close();
});

const MISSING = '00000000-0000-4000-8000-000000000000';
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const article = (slug: string) => ({
  title: 'How to write a CV',
  slug,
  excerpt: 'Short, honest and to the point.',
  body_markdown: '# A good CV\n\nKeep it to **two pages** and <script>alert(1)</script> honest.',
  tags: ['cv', 'tips'],
  author_name: 'Hireway team',
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: Json, token = admin.token) =>
  call(ctx.app, { method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });

describe('admin content', () => {
  it('is refused to anonymous callers (401) and to seekers and providers (403)', async () => {
    await expectAdminOnly(ctx, [
      ['GET', '/admin/blogs'],
      ['POST', '/admin/blogs'],
      ['PUT', `/admin/blogs/${MISSING}`],
      ['DELETE', `/admin/blogs/${MISSING}`],
      ['POST', `/admin/blogs/${MISSING}/publish`],
      ['GET', '/admin/comments'],
      ['PATCH', `/admin/comments/${MISSING}`],
      ['DELETE', `/admin/comments/${MISSING}`],
      ['GET', '/admin/faqs'],
      ['POST', '/admin/faqs'],
      ['PUT', '/admin/faqs/order'],
      ['DELETE', `/admin/faqs/${MISSING}`],
    ]);
  });

  it('writes a draft, refuses bad fields and a taken slug, edits, publishes and unpublishes it', async () => {
    const slug = `cv-${randomUUID().slice(0, 8)}`;
    const bad = await send('POST', '/admin/blogs', { ...article('Not A Slug'), title: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.errors as Json)).toEqual(expect.arrayContaining(['title', 'slug']));

    const created = await send('POST', '/admin/blogs', article(slug));
    expect(created.statusCode).toBe(201);
    const blog = created.data.data as Json & { id: string };
    expect(blog).toMatchObject({ slug, status: 'draft', published_at: null, tags: ['cv', 'tips'] });
    expect((await send('POST', '/admin/blogs', article(slug))).statusCode).toBe(409);
    expect((await call(ctx.app, { method: 'GET', url: `/api/v1/blogs/${slug}` })).statusCode).toBe(404);

    const edited = await send('PUT', `/admin/blogs/${blog.id}`, { ...article(slug), title: 'How to write a great CV' });
    expect(edited.data.data).toMatchObject({ title: 'How to write a great CV' });
    expect((await send('PUT', `/admin/blogs/${MISSING}`, article(`x-${slug}`))).statusCode).toBe(404);

    const published = await send('POST', `/admin/blogs/${blog.id}/publish`);
    expect(published.data.data).toMatchObject({ status: 'published' });
    expect((await send('POST', `/admin/blogs/${blog.id}/publish`)).statusCode).toBe(409);
    const publicView = await call(ctx.app, { method: 'GET', url: `/api/v1/blogs/${slug}` });
    expect(publicView.statusCode).toBe(200);
    expect(publicView.data.data).toMatchObject({ title: 'How to write a great CV' });
    expect((publicView.data.data as { body_html: string }).body_html).not.toContain('<script>');

    expect((await send('POST', `/admin/blogs/${blog.id}/unpublish`)).data.data).toMatchObject({ status: 'draft' });
    expect((await call(ctx.app, { method: 'GET', url: `/api/v1/blogs/${slug}` })).statusCode).toBe(404);

    const actions = (await findAuditEntries(ctx.db, 'blog', blog.id)).map((entry) => entry.action).sort();
    expect(actions).toEqual(['blog.create', 'blog.publish', 'blog.unpublish', 'blog.update']);
  });

  it('takes a PNG cover checked by its bytes, serves it publicly, and deletes the article with its comments', async () => {
    const slug = `cover-${randomUUID().slice(0, 8)}`;
    const blog = (await send('POST', '/admin/blogs', article(slug))).data.data as { id: string };
    const fake = multipart({}, [{ name: 'cover', filename: 'cover.png', type: 'image/png', data: PDF }]);
    const refused = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/admin/blogs/${blog.id}/cover`,
      token: admin.token,
      ...fake,
    });
    expect(refused.statusCode).toBe(400);

    const upload = multipart({}, [{ name: 'cover', filename: 'cover.png', type: 'image/png', data: PNG }]);
    const res = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/admin/blogs/${blog.id}/cover`,
      token: admin.token,
      ...upload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = (res.data.data as { cover_image_url: string }).cover_image_url;
    expect(url).toMatch(/^\/api\/v1\/blog-covers\/[0-9a-f-]{36}\.png$/);
    const image = await ctx.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);

    await send('POST', `/admin/blogs/${blog.id}/publish`);
    const seeker = await createSession(ctx.app, ctx.db);
    const comment = await send('POST', `/blogs/${blog.id}/comment`, { body: 'Useful, thanks!' }, seeker.token);
    expect(comment.statusCode).toBe(201);

    expect((await send('DELETE', `/admin/blogs/${blog.id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/admin/blogs/${blog.id}`)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const left = await ctx.db.selectFrom('blog_comments').select('id').where('blog_id', '=', blog.id).execute();
    expect(left).toEqual([]);
  });

  it('hides, shows and deletes comments, audited', async () => {
    const slug = `talk-${randomUUID().slice(0, 8)}`;
    const blog = (await send('POST', '/admin/blogs', article(slug))).data.data as { id: string };
    await send('POST', `/admin/blogs/${blog.id}/publish`);
    const seeker = await createSession(ctx.app, ctx.db);
    const posted = await send('POST', `/blogs/${blog.id}/comment`, { body: 'Buy cheap followers here' }, seeker.token);
    const commentId = (posted.data.data as { id: string }).id;

    const list = await send('GET', '/admin/comments?status=visible&per_page=500');
    expect((list.data.data as Json[]).find((item) => item.id === commentId)).toMatchObject({
      blog: { id: blog.id, slug },
      user: { id: seeker.user.id },
    });
    expect((await send('PATCH', `/admin/comments/${commentId}`, { status: 'gone' })).statusCode).toBe(400);
    expect((await send('PATCH', `/admin/comments/${MISSING}`, { status: 'hidden' })).statusCode).toBe(404);
    const hidden = await send('PATCH', `/admin/comments/${commentId}`, { status: 'hidden' });
    expect(hidden.data.data).toMatchObject({ status: 'hidden' });
    const publicView = await call(ctx.app, { method: 'GET', url: `/api/v1/blogs/${slug}` });
    expect((publicView.data.data as { comments: Json[] }).comments).toEqual([]);

    expect((await send('DELETE', `/admin/comments/${commentId}`)).statusCode).toBe(204);
    const actions = (await findAuditEntries(ctx.db, 'blog_comment', commentId)).map((entry) => entry.action).sort();
    expect(actions).toEqual(['comment.delete', 'comment.hide']);
  });

  it('keeps FAQs per language in order: create, edit, reorder, delete', async () => {
    const faq = (question: string) => ({ language: 'pt', category: 'payments', question, answer: 'Com cartão.' });
    const bad = await send('POST', '/admin/faqs', { ...faq('?'), language: 'xx' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.errors as Json)).toEqual(expect.arrayContaining(['language', 'question']));

    const before = ((await send('GET', '/admin/faqs?lang=pt')).data.data as Json[]).map((item) => item.id as string);
    const first = (await send('POST', '/admin/faqs', faq('Como pago a taxa?'))).data.data as { id: string };
    const second = (await send('POST', '/admin/faqs', faq('Posso pedir reembolso?'))).data.data as { id: string };
    const edited = await send('PUT', `/admin/faqs/${first.id}`, faq('Como pago a taxa de registo?'));
    expect(edited.data.data).toMatchObject({ question: 'Como pago a taxa de registo?' });
    expect((await send('PUT', `/admin/faqs/${first.id}`, { ...faq('Como pago?'), language: 'de' })).statusCode).toBe(
      400,
    );

    const order = [second.id, ...before, first.id];
    // Leaving one out is refused.
    expect((await send('PUT', '/admin/faqs/order', { language: 'pt', ids: [second.id] })).statusCode).toBe(400);
    const reordered = await send('PUT', '/admin/faqs/order', { language: 'pt', ids: order });
    expect(reordered.statusCode).toBe(200);
    expect((reordered.data.data as Json[]).map((item) => item.id)).toEqual(order);
    const publicFaqs = await call(ctx.app, { method: 'GET', url: '/api/v1/faqs?lang=pt' });
    expect((publicFaqs.data.data as Json[]).map((item) => item.id)).toEqual(order);

    expect((await send('DELETE', `/admin/faqs/${second.id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/admin/faqs/${second.id}`)).statusCode).toBe(404);
    const actions = (await findAuditEntries(ctx.db, 'faq')).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['faq.create', 'faq.update', 'faq.reorder', 'faq.delete']));
  });
});
