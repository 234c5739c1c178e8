import { describe, expect, it } from 'vitest';

import { mailsTo } from '../../test/outbox';
import { type Json, useTestApp } from '../../test/test-app';
import { UNAPPROVED_PROVIDER_MESSAGE, UNPAID_SEEKER_MESSAGE } from './hiring.access';
import {
  createJobPost,
  createPendingProvider,
  createProvider,
  createSeeker,
  createUnpaidSeeker,
  dayFromToday,
  expectStatusForAll,
  fillCv,
  MISSING_ID,
  notificationsOf,
  request,
} from './hiring.test-helpers';

const ctx = useTestApp();

const applicationRow = (jobId: string, seekerId: string) =>
  ctx.db
    .selectFrom('job_applications')
    .selectAll()
    .where('job_id', '=', jobId)
    .where('seeker_id', '=', seekerId)
    .executeTakeFirst();

const apply = (token: string, jobId: string, payload: unknown = { cover_letter: 'I would love to join.' }) =>
  request(ctx, 'POST', `/seeker/jobs/${jobId}/apply`, token, payload);

/** A provider with a live job and a seeker who applied for it. */
async function appliedScenario() {
  const provider = await createProvider(ctx);
  const job = await createJobPost(ctx, provider.user.id);
  const seeker = await createSeeker(ctx);
  const res = await apply(seeker.token, job.id);
  expect(res.statusCode, res.body).toBe(201);
  return { provider, job, seeker, application: res.data.data as Json };
}

const SEEKER_ROUTES = [
  ['POST', `/seeker/jobs/${MISSING_ID}/apply`, {}],
  ['POST', `/seeker/jobs/${MISSING_ID}/cancel`],
  ['GET', `/seeker/jobs/${MISSING_ID}/status`],
  ['GET', '/seeker/jobs/applications'],
] as const;
const PROVIDER_ROUTES = [
  ['GET', `/provider/jobs/${MISSING_ID}/applications`],
  ['POST', `/provider/jobs/${MISSING_ID}/accept`],
  ['POST', `/provider/jobs/${MISSING_ID}/reject`, { reason: 'Not the right profile for us.' }],
] as const;

describe('application access', () => {
  it('needs a login', async () => {
    await expectStatusForAll(ctx, [...SEEKER_ROUTES, ...PROVIDER_ROUTES], undefined, 401);
  });

  it('keeps each side to its own routes', async () => {
    const provider = await createProvider(ctx);
    const seeker = await createSeeker(ctx);
    await expectStatusForAll(ctx, SEEKER_ROUTES, provider.token, 403);
    await expectStatusForAll(ctx, PROVIDER_ROUTES, seeker.token, 403);
  });

  it('refuses seekers who have not paid and providers not yet verified, with a clear message', async () => {
    const unpaid = await createUnpaidSeeker(ctx);
    const pending = await createPendingProvider(ctx);
    await expectStatusForAll(ctx, SEEKER_ROUTES, unpaid.token, 403, UNPAID_SEEKER_MESSAGE);
    await expectStatusForAll(ctx, PROVIDER_ROUTES, pending.token, 403, UNAPPROVED_PROVIDER_MESSAGE);
  });
});

describe('applying', () => {
  it('creates a submitted application and tells the provider', async () => {
    const { provider, job, seeker, application } = await appliedScenario();
    expect(application).toMatchObject({
      status: 'submitted',
      cover_letter: 'I would love to join.',
      rejection_reason: null,
      decided_at: null,
      job: { id: job.id, title: job.title, status: 'live', application_deadline: null },
      company: { id: provider.user.id, name: provider.company },
    });
    expect((await applicationRow(job.id, seeker.user.id))?.status).toBe('submitted');
    const [notification] = await notificationsOf(ctx, provider.user.id);
    expect(notification).toMatchObject({
      type: 'application.submitted',
      link: `/provider/jobs/${job.id}/applications`,
    });
    expect(notification?.body).toContain(job.title);
  });

  it('works without a body or cover letter', async () => {
    const provider = await createProvider(ctx);
    const job = await createJobPost(ctx, provider.user.id);
    const seeker = await createSeeker(ctx);
    const res = await request(ctx, 'POST', `/seeker/jobs/${job.id}/apply`, seeker.token);
    expect(res.statusCode, res.body).toBe(201);
    expect((res.data.data as Json).cover_letter).toBeNull();
  });

  it('refuses bad input with field messages and creates nothing', async () => {
    const provider = await createProvider(ctx);
    const job = await createJobPost(ctx, provider.user.id);
    const seeker = await createSeeker(ctx);
    const long = await apply(seeker.token, job.id, { cover_letter: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.data.errors).toEqual({ cover_letter: ['The cover letter must be at most 5000 characters'] });
    const extra = await apply(seeker.token, job.id, { cover_letter: 'Hi', status: 'accepted' });
    expect(extra.statusCode).toBe(400);
    const badId = await apply(seeker.token, 'not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect(badId.data.errors).toEqual({ 'params.id': ['Not a job id'] });
    expect(await applicationRow(job.id, seeker.user.id)).toBeUndefined();
    expect(await notificationsOf(ctx, provider.user.id)).toEqual([]);
  });

  it('only takes live jobs of verified providers, up to their deadline', async () => {
    const provider = await createProvider(ctx);
    const seeker = await createSeeker(ctx);
    const draft = await createJobPost(ctx, provider.user.id, { status: 'draft' });
    const deleted = await createJobPost(ctx, provider.user.id, { status: 'deleted' });
    const closed = await createJobPost(ctx, provider.user.id, { status: 'closed' });
    const expired = await createJobPost(ctx, provider.user.id, { application_deadline: dayFromToday(-1) });
    const lastDay = await createJobPost(ctx, provider.user.id, { application_deadline: dayFromToday(0) });
    const pending = await createPendingProvider(ctx);
    const unverifiedJob = await createJobPost(ctx, pending.user.id);

    for (const job of [draft, deleted, unverifiedJob]) expect((await apply(seeker.token, job.id)).statusCode).toBe(404);
    expect((await apply(seeker.token, MISSING_ID)).statusCode).toBe(404);
    for (const job of [closed, expired]) {
      const res = await apply(seeker.token, job.id);
      expect(res.statusCode).toBe(422);
      expect(res.data).toEqual({ code: 'rule_violated', message: 'This job is no longer accepting applications' });
    }
    expect((await apply(seeker.token, lastDay.id)).statusCode).toBe(201);
  });

  it('applies once: a second apply is 409, a cancelled one is submitted again on the same row', async () => {
    const { provider, job, seeker, application } = await appliedScenario();
    const again = await apply(seeker.token, job.id);
    expect(again.statusCode).toBe(409);
    expect(again.data).toEqual({ code: 'conflict', message: 'You have already applied for this job' });

    const cancelled = await request(ctx, 'POST', `/seeker/jobs/${job.id}/cancel`, seeker.token);
    expect(cancelled.statusCode).toBe(200);
    expect((cancelled.data.data as Json).status).toBe('cancelled');
    expect((await notificationsOf(ctx, provider.user.id))[0]?.type).toBe('application.cancelled');

    const resubmitted = await apply(seeker.token, job.id, { cover_letter: 'Second thoughts: I am in.' });
    expect(resubmitted.statusCode).toBe(201);
    expect(resubmitted.data.data).toMatchObject({
      id: application.id,
      status: 'submitted',
      cover_letter: 'Second thoughts: I am in.',
      created_at: application.created_at,
    });
    expect(String((resubmitted.data.data as Json).submitted_at) >= String(application.submitted_at)).toBe(true);
    const rows = await ctx.db.selectFrom('job_applications').select('id').where('job_id', '=', job.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('lets exactly one of 10 concurrent applies through', async () => {
    const provider = await createProvider(ctx);
    const job = await createJobPost(ctx, provider.user.id);
    const seeker = await createSeeker(ctx);
    const results = await Promise.all(Array.from({ length: 10 }, () => apply(seeker.token, job.id)));
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, ...Array.from({ length: 9 }, () => 409)]);
    const rows = await ctx.db.selectFrom('job_applications').select('id').where('job_id', '=', job.id).execute();
    expect(rows).toHaveLength(1);
    expect(
      (await notificationsOf(ctx, provider.user.id)).filter((n) => n.type === 'application.submitted'),
    ).toHaveLength(1);
  });

  it('lets exactly one of 10 concurrent re-applies through after a cancel', async () => {
    const { job, seeker } = await appliedScenario();
    await request(ctx, 'POST', `/seeker/jobs/${job.id}/cancel`, seeker.token);
    const results = await Promise.all(Array.from({ length: 10 }, () => apply(seeker.token, job.id)));
    expect(results.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(results.filter((res) => res.statusCode === 409)).toHaveLength(9);
    expect((await applicationRow(job.id, seeker.user.id))?.status).toBe('submitted');
  });
});

describe('cancelling and status', () => {
  it('cancels only a submitted application of the caller', async () => {
    const { provider, job, seeker, application } = await appliedScenario();
    const other = await createSeeker(ctx);
    expect((await request(ctx, 'POST', `/seeker/jobs/${job.id}/cancel`, other.token)).statusCode).toBe(404);
    expect((await applicationRow(job.id, seeker.user.id))?.status).toBe('submitted');

    const accepted = await request(ctx, 'POST', `/provider/jobs/${String(application.id)}/accept`, provider.token);
    expect(accepted.statusCode).toBe(200);
    const late = await request(ctx, 'POST', `/seeker/jobs/${job.id}/cancel`, seeker.token);
    expect(late.statusCode).toBe(409);
    expect(late.data).toEqual({
      code: 'invalid_transition',
      message:
        'This application is accepted, so it cannot be cancelled. Only an application that is submitted can be cancelled.',
    });
    expect((await applicationRow(job.id, seeker.user.id))?.status).toBe('accepted');
  });

  it('reports the application for a job, or null, and 404 for a job the seeker cannot see', async () => {
    const { provider, job, seeker, application } = await appliedScenario();
    const status = await request(ctx, 'GET', `/seeker/jobs/${job.id}/status`, seeker.token);
    expect(status.statusCode).toBe(200);
    expect(status.data.data).toMatchObject({ job_id: job.id, application: { id: application.id }, employment: null });

    const other = await createSeeker(ctx);
    const none = await request(ctx, 'GET', `/seeker/jobs/${job.id}/status`, other.token);
    expect(none.data.data).toEqual({ job_id: job.id, application: null, employment: null });

    const draft = await createJobPost(ctx, provider.user.id, { status: 'draft' });
    expect((await request(ctx, 'GET', `/seeker/jobs/${draft.id}/status`, other.token)).statusCode).toBe(404);
    expect((await request(ctx, 'GET', `/seeker/jobs/${MISSING_ID}/status`, other.token)).statusCode).toBe(404);
  });

  it('lists the caller’s applications with job and company, filtered and paged', async () => {
    const provider = await createProvider(ctx, 'Nordlicht Logistik');
    const seeker = await createSeeker(ctx);
    const jobs = [];
    for (const title of ['Driver', 'Picker', 'Dispatcher']) {
      const job = await createJobPost(ctx, provider.user.id, { title });
      expect((await apply(seeker.token, job.id)).statusCode).toBe(201);
      jobs.push(job);
    }
    const [first] = jobs;
    await request(ctx, 'POST', `/seeker/jobs/${String(first?.id)}/cancel`, seeker.token);
    const someoneElse = await createSeeker(ctx);
    await apply(someoneElse.token, String(first?.id));

    const list = await request(ctx, 'GET', '/seeker/jobs/applications', seeker.token);
    expect(list.statusCode).toBe(200);
    expect((list.data.data as Json[]).map((item) => (item.job as Json).title)).toEqual([
      'Dispatcher',
      'Picker',
      'Driver',
    ]);
    expect((list.data.data as Json[])[0]?.company).toEqual({ id: provider.user.id, name: 'Nordlicht Logistik' });
    expect(list.data.meta).toEqual({ page: 1, per_page: 50, total: 3, last_page: 1 });

    const cancelled = await request(ctx, 'GET', '/seeker/jobs/applications?status=cancelled', seeker.token);
    expect((cancelled.data.data as Json[]).map((item) => (item.job as Json).title)).toEqual(['Driver']);
    expect(cancelled.data.meta).toMatchObject({ total: 1 });

    const bad = await request(ctx, 'GET', '/seeker/jobs/applications?status=won&per_page=7', seeker.token);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.errors as Json).sort()).toEqual(['query.per_page', 'query.status']);
  });
});

describe('deciding applications', () => {
  it('lists a job’s applications with each applicant’s CV summary, never e-mail or phone', async () => {
    const { provider, job, seeker } = await appliedScenario();
    await fillCv(ctx, seeker.user.id, { headline: 'Senior forklift operator' });
    const res = await request(ctx, 'GET', `/provider/jobs/${job.id}/applications`, provider.token);
    expect(res.statusCode).toBe(200);
    expect(res.data.meta).toMatchObject({ total: 1 });
    const [item] = res.data.data as Json[];
    expect(item?.applicant).toEqual({
      id: seeker.user.id,
      first_name: seeker.user.first_name,
      last_name: seeker.user.last_name,
      headline: 'Senior forklift operator',
      city: 'Hamburg',
      country_code: 'DE',
      cv_score: 10,
    });
    expect(res.body).not.toContain(seeker.user.email);
    expect(res.body).not.toContain(String(seeker.user.phone));

    const filtered = await request(ctx, 'GET', `/provider/jobs/${job.id}/applications?status=accepted`, provider.token);
    expect(filtered.data).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('answers 404 for another provider’s job or application, and changes nothing', async () => {
    const { job, seeker, application } = await appliedScenario();
    const other = await createProvider(ctx);
    expect((await request(ctx, 'GET', `/provider/jobs/${job.id}/applications`, other.token)).statusCode).toBe(404);
    const id = String(application.id);
    expect((await request(ctx, 'POST', `/provider/jobs/${id}/accept`, other.token)).statusCode).toBe(404);
    const reject = await request(ctx, 'POST', `/provider/jobs/${id}/reject`, other.token, {
      reason: 'Not the right profile for us.',
    });
    expect(reject.statusCode).toBe(404);
    expect((await applicationRow(job.id, seeker.user.id))?.status).toBe('submitted');
    expect(await notificationsOf(ctx, seeker.user.id)).toEqual([]);
  });

  it('accepts: the seeker is notified and e-mailed; a second decision is 409', async () => {
    const { provider, job, seeker, application } = await appliedScenario();
    const id = String(application.id);
    const res = await request(ctx, 'POST', `/provider/jobs/${id}/accept`, provider.token);
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({ id, status: 'accepted', job_id: job.id });
    expect((res.data.data as Json).decided_at).toEqual(expect.any(String));

    const [notification] = await notificationsOf(ctx, seeker.user.id);
    expect(notification).toMatchObject({ type: 'application.accepted', link: '/job-seeker/track/job-applications' });
    const [mail] = await mailsTo(ctx, seeker.user.email);
    expect(mail?.template).toBe('application-accepted');
    expect(mail?.text).toContain(job.title);
    expect(mail?.text).toContain(provider.company);

    const again = await request(ctx, 'POST', `/provider/jobs/${id}/reject`, provider.token, {
      reason: 'Changed our minds about this.',
    });
    expect(again.statusCode).toBe(409);
    expect(again.data.code).toBe('invalid_transition');
    expect((await applicationRow(job.id, seeker.user.id))?.status).toBe('accepted');
  });

  it('rejects with a reason the seeker reads; a bad reason changes nothing', async () => {
    const { provider, job, seeker, application } = await appliedScenario();
    const id = String(application.id);
    const short = await request(ctx, 'POST', `/provider/jobs/${id}/reject`, provider.token, { reason: 'No' });
    expect(short.statusCode).toBe(400);
    expect(short.data.errors).toEqual({ reason: ['The reason must be at least 10 characters'] });
    const missing = await request(ctx, 'POST', `/provider/jobs/${id}/reject`, provider.token, {});
    expect(missing.statusCode).toBe(400);
    expect((await applicationRow(job.id, seeker.user.id))?.status).toBe('submitted');

    const reason = 'We chose a candidate with more experience.';
    const res = await request(ctx, 'POST', `/provider/jobs/${id}/reject`, provider.token, { reason });
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({ status: 'rejected', rejection_reason: reason });
    expect((await notificationsOf(ctx, seeker.user.id))[0]?.type).toBe('application.rejected');
    const [mail] = await mailsTo(ctx, seeker.user.email);
    expect(mail?.template).toBe('application-rejected');
    expect(mail?.text).toContain(reason);

    const list = await request(ctx, 'GET', '/seeker/jobs/applications', seeker.token);
    expect((list.data.data as Json[])[0]).toMatchObject({ status: 'rejected', rejection_reason: reason });
  });

  it('decides once when accept and reject race', async () => {
    const { provider, seeker, application, job } = await appliedScenario();
    const id = String(application.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? request(ctx, 'POST', `/provider/jobs/${id}/accept`, provider.token)
          : request(ctx, 'POST', `/provider/jobs/${id}/reject`, provider.token, { reason: 'Racing decision here.' }),
      ),
    );
    expect(results.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(results.filter((res) => res.statusCode === 409)).toHaveLength(9);
    expect(['accepted', 'rejected']).toContain((await applicationRow(job.id, seeker.user.id))?.status);
    expect(await notificationsOf(ctx, seeker.user.id)).toHaveLength(1);
    expect(await mailsTo(ctx, seeker.user.email)).toHaveLength(1);
  });
});

describe("the provider's job list", () => {
  it('counts applications per job and status', async () => {
    const scenario = await appliedScenario();
    const res = await request(ctx, 'GET', '/provider/jobs', scenario.provider.token);
    expect(res.statusCode).toBe(200);
    const job = (res.data.data as Json[]).find((item) => item.id === scenario.job.id);
    expect(job).toMatchObject({ applications_count: 1 });
  });
});
