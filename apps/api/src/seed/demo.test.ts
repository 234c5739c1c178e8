import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, createTestApp, type Json, type TestContext } from '../test/test-app';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './demo';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.db);
});
afterAll(async () => {
  await ctx.close();
});

describe('demo data', () => {
  it('is idempotent', async () => {
    const count = async () =>
      (await ctx.db.selectFrom('job_posts').select(ctx.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = await count();
    expect((await seedDemoData(ctx.db)).created).toEqual([]);
    expect(await count()).toBe(before);
  });

  it('lets every demo user log in past onboarding', async () => {
    for (const demo of DEMO_USERS) {
      const res = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: demo.email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.data.data).toMatchObject({
        user: { has_completed_onboarding: true, profile: { has_completed_onboarding: true } },
      });
    }
  });

  it("puts the demo provider's live jobs on the public board, with articles and FAQs", async () => {
    const jobs = await call(ctx.app, { method: 'GET', url: '/api/v1/jobs' });
    const titles = (jobs.data.data as Json[]).map((job) => job.title);
    expect(titles).toContain('Junior Data Analyst');
    const search = await call(ctx.app, { method: 'GET', url: '/api/v1/jobs?q=warehouse' });
    expect((search.data.data as Json[]).map((job) => job.title)).toEqual(['Warehouse Team Lead (night shift)']);
    expect(((await call(ctx.app, { method: 'GET', url: '/api/v1/blogs' })).data.meta as Json).total).toBeGreaterThan(0);
    expect(((await call(ctx.app, { method: 'GET', url: '/api/v1/faqs' })).data.data as Json[]).length).toBeGreaterThan(
      0,
    );
  });
});
