import { describe, expect, it } from 'vitest';

import { createSession } from '../../test/factories';
import { call, type Json, useTestApp } from '../../test/test-app';
import { createProvider } from '../providers/providers.test-helpers';
import { JOB_POSTS_PER_DAY } from './jobs.limits';
import { dateIn, JOB_FACTS, postJob, updateBody, validJob } from './jobs.test-helpers';

const ctx = useTestApp({ RATE_LIMIT_GLOBAL_PER_MINUTE: '100000' });

const JOBS = '/api/v1/provider/jobs';
/** Posts the valid job with these fields changed, and answers whatever the API answers. */
const sendJob = (token: string, overrides: Json = {}) =>
  call(ctx.app, { method: 'POST', url: JOBS, token, payload: { ...validJob, ...overrides } });
const MISSING = '00000000-0000-4000-8000-000000000000';

const jobRow = (id: string) => ctx.db.selectFrom('job_posts').selectAll().where('id', '=', id).executeTakeFirst();
const put = (token: string, id: string, payload: Json) =>
  call(ctx.app, { method: 'PUT', url: `${JOBS}/${id}`, token, payload });

describe('provider jobs: access', () => {
  it('need a login (401), the provider role (403) and a verified business (403 with a reason)', async () => {
    const routes = [
      ['GET', JOBS],
      ['POST', JOBS],
      ['GET', `${JOBS}/${MISSING}`],
      ['PUT', `${JOBS}/${MISSING}`],
      ['DELETE', `${JOBS}/${MISSING}`],
    ] as const;
    const body = (method: string) =>
      method === 'POST' || method === 'PUT' ? { ...validJob, status: 'draft' } : undefined;
    for (const [method, url] of routes) {
      expect((await call(ctx.app, { method, url, payload: body(method) })).statusCode, `${method} ${url}`).toBe(401);
    }
    const seeker = await createSession(ctx.app, ctx.db);
    const admin = await createSession(ctx.app, ctx.db, { group: 'admin' });
    for (const { token } of [seeker, admin]) {
      for (const [method, url] of routes) {
        const res = await call(ctx.app, { method, url, token, payload: body(method) });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    const messages: Record<string, RegExp> = {
      pending: /waiting for verification/,
      declined: /declined/,
      none: /Complete business onboarding/,
    };
    for (const status of ['pending', 'declined', null] as const) {
      const provider = await createProvider(ctx, { status });
      for (const [method, url] of routes) {
        const res = await call(ctx.app, { method, url, token: provider.token, payload: body(method) });
        expect(res.statusCode, `${String(status)} ${method} ${url}`).toBe(403);
        expect(res.data.message).toMatch(messages[status ?? 'none'] ?? /./);
      }
    }
    expect(await ctx.db.selectFrom('job_posts').select('id').execute()).toEqual([]);
  });
});

describe('provider jobs: create, read, list', () => {
  it('creates a draft and reads it back with markdown and sanitized HTML', async () => {
    const { user, token } = await createProvider(ctx);
    const res = await sendJob(token, {
      description: `${validJob.description}\n<script>alert(1)</script><img src=x onerror=alert(1)>`,
    });
    expect(res.statusCode).toBe(201);
    const job = res.data.data as Json;
    expect(job).toMatchObject({
      title: validJob.title,
      ...JOB_FACTS,
      vacancies: 2,
      application_deadline: validJob.application_deadline,
      status: 'draft',
      published_at: null,
      closed_at: null,
      next_statuses: ['live', 'archive', 'deleted'],
      applications_count: 0,
      applications_by_status: {},
    });
    expect(String(job.description)).toContain('<script>');
    expect(String(job.description_html)).toContain('<strong>reliable</strong>');
    expect(String(job.description_html)).not.toMatch(/<script|onerror/);

    const row = await jobRow(String(job.id));
    expect(row).toMatchObject({
      provider_id: user.id,
      // The analyzed tokens (ADR 0015): English stems and the words as written; Node.js as one technology.
      search_language: 'en',
      search_title: 'senior typescript engin engineer',
      search_skills: 'typescript nodejs node postgresql',
      search_location: 'berlin',
      search_city: 'berlin',
    });

    const read = await call(ctx.app, { method: 'GET', url: `${JOBS}/${String(job.id)}`, token });
    expect(read.statusCode).toBe(200);
    expect(read.data.data).toEqual(job);
  });

  it('publishes at once when created live, and lists own jobs newest first with a status filter', async () => {
    const { token } = await createProvider(ctx);
    const draft = await postJob(ctx, token, { title: 'Draft role' });
    const live = await postJob(ctx, token, { title: 'Live role', status: 'live' });
    expect(live.published_at).toEqual(expect.any(String));
    expect(live.next_statuses).toEqual(['closed', 'archive', 'deleted']);
    const other = await createProvider(ctx);
    await postJob(ctx, other.token, { title: 'Not mine' });

    const all = await call(ctx.app, { method: 'GET', url: JOBS, token });
    expect(all.statusCode).toBe(200);
    expect((all.data.data as Json[]).map((job) => job.id)).toEqual([live.id, draft.id]);
    expect(all.data.meta).toEqual({ page: 1, per_page: 50, total: 2, last_page: 1 });
    const first = (all.data.data as Json[])[0] ?? {};
    expect(first).not.toHaveProperty('description');
    expect(first).toMatchObject({ applications_count: 0, applications_by_status: {} });

    const drafts = await call(ctx.app, { method: 'GET', url: `${JOBS}?status=draft`, token });
    expect((drafts.data.data as Json[]).map((job) => job.id)).toEqual([draft.id]);
    const paged = await call(ctx.app, { method: 'GET', url: `${JOBS}?page=2&per_page=100`, token });
    expect(paged.data).toEqual({ data: [], meta: { page: 2, per_page: 100, total: 2, last_page: 1 } });
    const bad = await call(ctx.app, { method: 'GET', url: `${JOBS}?status=deleted&per_page=7`, token });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.errors as Json).sort()).toEqual(['query.per_page', 'query.status']);
  });

  it('allows a remote job without a place, and needs one (with a state where the country has states) otherwise', async () => {
    const { token } = await createProvider(ctx);
    const remote = await postJob(ctx, token, {
      location_type: 'remote',
      country_code: null,
      state_code: null,
      city: null,
      salary_min: null,
      salary_max: null,
      salary_currency: 'EUR',
      salary_period: 'year',
      skills: [],
      application_deadline: null,
    });
    expect(remote).toMatchObject({ country_code: null, city: null, salary_currency: null, salary_period: null });

    const onSite = await sendJob(token, { location_type: 'on-site', country_code: null, state_code: null, city: '' });
    expect(onSite.statusCode).toBe(400);
    expect(onSite.data.errors).toEqual({
      country_code: ['Choose the country of the workplace (only remote jobs may leave it out)'],
      city: ['Enter the city of the workplace (only remote jobs may leave it out)'],
    });
    const noState = await sendJob(token, { state_code: null });
    expect(noState.data.errors).toEqual({ state_code: ['Choose the state of the workplace'] });
  });

  it('refuses bad input with readable field errors and stores nothing', async () => {
    const { user, token } = await createProvider(ctx);
    const res = await sendJob(token, {
      title: 'ab',
      description: 'Too short',
      salary_min: 90000,
      salary_max: 50000,
      salary_currency: 'XYZ',
      skills: Array.from({ length: 31 }, (_, i) => `skill ${i}`),
      vacancies: 0,
      application_deadline: dateIn(-1),
      status: 'closed',
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual({
      title: ['The title must be at least 3 characters'],
      description: ['The description must be at least 50 characters'],
      salary_currency: ['Choose a currency like EUR or USD'],
      salary_max: ['The maximum salary cannot be below the minimum'],
      skills: ['List at most 30 skills'],
      vacancies: ['There must be at least one opening'],
      status: ['A new job is either a draft or live'],
      application_deadline: ['The deadline cannot be in the past'],
    });
    const range = await sendJob(token, {
      salary_min: 90000,
      salary_max: 50000,
      salary_period: null,
      application_deadline: '2026-02-30',
    });
    expect(range.data.errors).toEqual({
      salary_max: ['The maximum salary cannot be below the minimum'],
      salary_period: ['Choose whether the salary is per hour, day, month or year'],
      application_deadline: ['Enter the deadline as a date like 2026-12-31'],
    });
    const slugs = await sendJob(token, {
      category: 'piracy',
      employment_type: 'gig',
      location_type: 'moon',
      country_code: 'ZZ',
    });
    expect(slugs.data.errors).toEqual({
      category: ['Choose a job category from the list'],
      employment_type: ['Choose an employment type from the list'],
      location_type: ['Choose a location type from the list'],
      country_code: ['Choose a country from the list'],
    });
    const extra = await sendJob(token, { provider_id: user.id, published_at: '2020-01-01T00:00:00.000Z' });
    expect(extra.statusCode).toBe(400);
    const nul = await sendJob(token, { title: 'Bad\u0000title' });
    expect(nul.data.errors).toEqual({ title: ['Remove the invisible control or text-direction characters'] });
    const bidi = await sendJob(token, {
      title: 'Senior \u202eredoc engineer',
      description: `${validJob.description}\u2067`,
    });
    expect(bidi.data.errors).toEqual({
      title: ['Remove the invisible control or text-direction characters'],
      description: ['Remove the invisible control or text-direction characters'],
    });
    expect(await ctx.db.selectFrom('job_posts').select('id').where('provider_id', '=', user.id).execute()).toEqual([]);
  });

  it(`limits new jobs to ${JOB_POSTS_PER_DAY} a day per provider`, async () => {
    const { user, token } = await createProvider(ctx);
    for (let i = 0; i < JOB_POSTS_PER_DAY; i += 1) await postJob(ctx, token, { title: `Role number ${i}` });
    const limited = await sendJob(token);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const rows = await ctx.db.selectFrom('job_posts').select('id').where('provider_id', '=', user.id).execute();
    expect(rows).toHaveLength(JOB_POSTS_PER_DAY);
  });
});

describe('provider jobs: update and the state machine', () => {
  it('moves draft → live → closed → live → archive → deleted, stamping publication and closing', async () => {
    const { token } = await createProvider(ctx);
    const draft = await postJob(ctx, token);
    const id = draft.id;

    const live = await put(token, id, updateBody(draft, { status: 'live', title: 'Staff TypeScript Engineer' }));
    expect(live.statusCode).toBe(200);
    const liveJob = live.data.data as Json;
    expect(liveJob).toMatchObject({ status: 'live', title: 'Staff TypeScript Engineer', closed_at: null });
    const publishedAt = liveJob.published_at;
    expect(publishedAt).toEqual(expect.any(String));
    expect((await jobRow(id))?.search_title).toBe('staff typescript engin engineer');

    const closed = (await put(token, id, updateBody(liveJob, { status: 'closed' }))).data.data as Json;
    expect(closed).toMatchObject({
      status: 'closed',
      published_at: publishedAt,
      next_statuses: ['live', 'archive', 'deleted'],
    });
    expect(closed.closed_at).toEqual(expect.any(String));

    const reopened = (await put(token, id, updateBody(closed, { status: 'live' }))).data.data as Json;
    expect(reopened).toMatchObject({ status: 'live', published_at: publishedAt, closed_at: null });

    const archived = (await put(token, id, updateBody(reopened, { status: 'archive' }))).data.data as Json;
    expect(archived).toMatchObject({ status: 'archive', next_statuses: ['deleted'] });

    const deleted = await put(token, id, updateBody(archived, { status: 'deleted' }));
    expect(deleted.statusCode).toBe(200);
    expect((deleted.data.data as Json).status).toBe('deleted');
    expect((await call(ctx.app, { method: 'GET', url: `${JOBS}/${id}`, token })).statusCode).toBe(404);
    expect((await put(token, id, updateBody(archived, { status: 'deleted' }))).statusCode).toBe(404);
  });

  it('refuses illegal moves with 409 invalid_transition and a readable message, changing nothing', async () => {
    const { token } = await createProvider(ctx);
    const draft = await postJob(ctx, token);
    const toClosed = await put(token, draft.id, updateBody(draft, { status: 'closed', title: 'Changed title' }));
    expect(toClosed.statusCode).toBe(409);
    expect(toClosed.data).toEqual({
      code: 'invalid_transition',
      message: 'A draft must be published before it can be closed.',
    });
    expect(await jobRow(draft.id)).toMatchObject({ status: 'draft', title: validJob.title });

    const live = (await put(token, draft.id, updateBody(draft, { status: 'live' }))).data.data as Json;
    const back = await put(token, draft.id, updateBody(live, { status: 'draft' }));
    expect(back.statusCode).toBe(409);
    expect(back.data.message).toBe('A job that is live cannot go back to being a draft.');

    const archived = (await put(token, draft.id, updateBody(live, { status: 'archive' }))).data.data as Json;
    const revive = await put(token, draft.id, updateBody(archived, { status: 'live' }));
    expect(revive.statusCode).toBe(409);
    expect(revive.data.message).toBe('An archived job can only be deleted.');
    expect((await jobRow(draft.id))?.status).toBe('archive');
  });

  it('needs a deadline that has not passed when it changes or the job goes live, not to close an expired job', async () => {
    const { token } = await createProvider(ctx);
    const live = await postJob(ctx, token, { status: 'live', application_deadline: dateIn(1) });
    await ctx.db
      .updateTable('job_posts')
      .set({ application_deadline: dateIn(-3) })
      .where('id', '=', live.id)
      .execute();
    const expired = { ...live, application_deadline: dateIn(-3) };

    const edit = await put(token, live.id, updateBody(expired, { title: 'Renamed while expired' }));
    expect(edit.statusCode).toBe(200);
    const closed = await put(token, live.id, updateBody(expired, { status: 'closed' }));
    expect(closed.statusCode).toBe(200);
    const reopen = await put(token, live.id, updateBody(expired, { status: 'live' }));
    expect(reopen.statusCode).toBe(400);
    expect(reopen.data.errors).toEqual({ application_deadline: ['The deadline cannot be in the past'] });
    const moved = await put(token, live.id, updateBody(expired, { status: 'live', application_deadline: dateIn(10) }));
    expect(moved.statusCode).toBe(200);
  });

  it("answers 404 for another provider's job on read, update and delete, and leaves it unchanged", async () => {
    const owner = await createProvider(ctx);
    const other = await createProvider(ctx);
    const job = await postJob(ctx, owner.token, { status: 'live' });
    const before = await jobRow(job.id);
    expect((await call(ctx.app, { method: 'GET', url: `${JOBS}/${job.id}`, token: other.token })).statusCode).toBe(404);
    expect((await put(other.token, job.id, updateBody(job, { title: 'Hijacked', status: 'closed' }))).statusCode).toBe(
      404,
    );
    expect((await call(ctx.app, { method: 'DELETE', url: `${JOBS}/${job.id}`, token: other.token })).statusCode).toBe(
      404,
    );
    expect(await jobRow(job.id)).toEqual(before);
    expect((await call(ctx.app, { method: 'GET', url: `${JOBS}/not-a-uuid`, token: owner.token })).statusCode).toBe(
      400,
    );
    expect((await put(owner.token, MISSING, updateBody(job))).statusCode).toBe(404);
  });

  it('validates a full update like a new job', async () => {
    const { token } = await createProvider(ctx);
    const job = await postJob(ctx, token);
    const res = await put(token, job.id, { ...updateBody(job), status: 'paused', vacancies: 1001, category: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual({
      vacancies: ['There can be at most 1000 openings'],
      status: ['Choose a status: draft, live, closed, archive or deleted'],
    });
    const slug = await put(token, job.id, { ...updateBody(job), category: 'nope' });
    expect(slug.data.errors).toEqual({ category: ['Choose a job category from the list'] });
    expect((await jobRow(job.id))?.category).toBe('software-development');
  });
});

describe('DELETE /provider/jobs/{id}', () => {
  it('removes a never-published draft for good and soft-deletes anything else', async () => {
    const { token } = await createProvider(ctx);
    const draft = await postJob(ctx, token);
    const res = await call(ctx.app, { method: 'DELETE', url: `${JOBS}/${draft.id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toEqual({ message: 'The job was deleted' });
    expect(await jobRow(draft.id)).toBeUndefined();

    const live = await postJob(ctx, token, { status: 'live' });
    expect((await call(ctx.app, { method: 'DELETE', url: `${JOBS}/${live.id}`, token })).statusCode).toBe(200);
    expect((await jobRow(live.id))?.status).toBe('deleted');
    expect((await call(ctx.app, { method: 'DELETE', url: `${JOBS}/${live.id}`, token })).statusCode).toBe(404);
    const list = await call(ctx.app, { method: 'GET', url: JOBS, token });
    expect(list.data.data).toEqual([]);
  });
});
