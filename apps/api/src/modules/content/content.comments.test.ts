import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { createSession, createUser } from '../../test/factories';
import { call, type Json, request, useTestApp } from '../../test/test-app';
import { insertBlog } from './content.test-helpers';

const ctx = useTestApp();

/** POST /blogs/{id or slug}/comment as `token` (or anonymously). */
const postComment = (blog: string, token: string | undefined, payload: Json) =>
  request(ctx, 'POST', `/blogs/${blog}/comment`, token, payload);

describe('POST /blogs/{id}/comment', () => {
  it('needs a login', async () => {
    const post = await insertBlog(ctx.db);
    const res = await postComment(post.id, undefined, { body: 'Hello' });
    expect(res.statusCode).toBe(401);
  });

  it('stores plain text and shows it at once with the first name and last initial only', async () => {
    const post = await insertBlog(ctx.db);
    const { user, token } = await createSession(ctx.app, ctx.db, {
      group: 'provider',
      user: { first_name: 'Amara', last_name: 'okafor' },
    });
    const res = await postComment(post.slug, token, {
      body: '<script>alert(1)</script><b>Great</b> read &amp; "useful" — salary < 50k?',
    });
    expect(res.statusCode).toBe(201);
    expect(res.data.data).toMatchObject({
      body: 'Great read & "useful" — salary < 50k?',
      author_name: 'Amara O.',
    });
    const stored = await ctx.db.selectFrom('blog_comments').selectAll().where('user_id', '=', user.id).execute();
    expect(stored.map((row) => row.body)).toEqual(['Great read & "useful" — salary < 50k?']);

    const detail = await call(ctx.app, { method: 'GET', url: `/api/v1/blogs/${post.id}` });
    expect((detail.data.data as Json).comments).toEqual([res.data.data]);
    expect(detail.body).not.toContain(user.email);
    expect(detail.body).not.toContain('okafor');
  });

  it('never shows hidden comments', async () => {
    const post = await insertBlog(ctx.db);
    const { user } = await createUser(ctx.db);
    await ctx.db
      .insertInto('blog_comments')
      .values({
        id: randomUUID(),
        blog_id: post.id,
        user_id: user.id,
        body: 'Spam spam spam',
        status: 'hidden',
        created_at: new Date().toISOString(),
      })
      .execute();
    const detail = await call(ctx.app, { method: 'GET', url: `/api/v1/blogs/${post.id}` });
    expect((detail.data.data as Json).comments).toEqual([]);
    expect(detail.body).not.toContain('Spam');
  });

  it('answers 400 for an empty or too long comment, 404 for a draft, and stores nothing', async () => {
    const post = await insertBlog(ctx.db);
    const draft = await insertBlog(ctx.db, { status: 'draft', published_at: null });
    const { user, token } = await createSession(ctx.app, ctx.db);
    const comment = (id: string, body: unknown) => postComment(id, token, { body });
    const tooLong = await comment(post.id, 'x'.repeat(2001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.data.errors).toHaveProperty('body');
    const onlyMarkup = await comment(post.id, '<script>alert(1)</script>');
    expect(onlyMarkup.statusCode).toBe(400);
    expect(onlyMarkup.data.errors).toEqual({ body: ['Write a comment'] });
    expect((await comment(post.id, '   ')).statusCode).toBe(400);
    expect((await comment(post.id, 'nul\u0000byte')).statusCode).toBe(400);
    expect((await comment(draft.id, 'Nice')).statusCode).toBe(404);
    const extra = await postComment(post.id, token, { body: 'Nice', status: 'visible', user_id: randomUUID() });
    expect(extra.statusCode).toBe(400);
    expect(await ctx.db.selectFrom('blog_comments').selectAll().where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('allows 5 comments a minute per user, then 429 with Retry-After', async () => {
    const post = await insertBlog(ctx.db);
    const { user, token } = await createSession(ctx.app, ctx.db);
    for (let i = 1; i <= 5; i += 1) {
      const res = await postComment(post.id, token, { body: `Comment ${i}` });
      expect(res.statusCode).toBe(201);
    }
    const limited = await postComment(post.id, token, { body: 'One more' });
    expect(limited.statusCode).toBe(429);
    expect(limited.data.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const rows = await ctx.db.selectFrom('blog_comments').select('id').where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(5);

    // Another user is not affected.
    const other = await createSession(ctx.app, ctx.db);
    const res = await postComment(post.id, other.token, { body: 'Mine' });
    expect(res.statusCode).toBe(201);
  });
});
