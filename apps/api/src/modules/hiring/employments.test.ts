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
  MISSING_ID,
  notificationsOf,
  request,
} from './hiring.test-helpers';

const ctx = useTestApp();

const offer = (overrides: Json = {}) => ({
  position: 'Forklift operator',
  start_date: dayFromToday(7),
  terms: 'Full time, 40 hours a week.',
  ...overrides,
});

async function shortlisted() {
  const provider = await createProvider(ctx, 'Nordlicht Logistik');
  const seeker = await createSeeker(ctx);
  const res = await request(ctx, 'POST', `/provider/candidates/${seeker.user.id}/action/shortlist`, provider.token, {});
  expect(res.statusCode, res.body).toBe(201);
  return { provider, seeker, actionId: String((res.data.data as Json).id) };
}

async function employed() {
  const scenario = await shortlisted();
  const res = await request(
    ctx,
    'POST',
    `/provider/action/${scenario.actionId}/employ`,
    scenario.provider.token,
    offer(),
  );
  expect(res.statusCode, res.body).toBe(201);
  return { ...scenario, employmentId: String((res.data.data as Json).id) };
}

const employmentStatus = async (id: string) =>
  (await ctx.db.selectFrom('employments').select('status').where('id', '=', id).executeTakeFirst())?.status;

const REASON = 'I am moving to another city next month.';

describe('employment access', () => {
  const providerRoutes = [
    ['POST', `/provider/action/${MISSING_ID}/employ`, offer()],
    ['GET', '/provider/my-candidates'],
    ['POST', `/provider/my-candidates/${MISSING_ID}/terminate-employment`, { reason: REASON, date: dayFromToday(1) }],
    ['POST', `/provider/my-candidates/${MISSING_ID}/accept-resignation`],
  ] as const;
  const seekerRoutes = [
    ['GET', '/seeker/jobs/my-jobs'],
    ['POST', `/seeker/jobs/${MISSING_ID}/resign`, { reason: REASON }],
  ] as const;

  it('needs a login, the right side, a paid fee or a verified business', async () => {
    await expectStatusForAll(ctx, [...providerRoutes, ...seekerRoutes], undefined, 401);
    await expectStatusForAll(ctx, providerRoutes, (await createSeeker(ctx)).token, 403);
    await expectStatusForAll(ctx, seekerRoutes, (await createProvider(ctx)).token, 403);
    await expectStatusForAll(
      ctx,
      providerRoutes,
      (await createPendingProvider(ctx)).token,
      403,
      UNAPPROVED_PROVIDER_MESSAGE,
    );
    await expectStatusForAll(ctx, seekerRoutes, (await createUnpaidSeeker(ctx)).token, 403, UNPAID_SEEKER_MESSAGE);
  });
});

describe('employing', () => {
  it('employs from a CV action: both sides see it, the seeker is notified and e-mailed, contact opens', async () => {
    const { provider, seeker, actionId } = await shortlisted();
    const res = await request(ctx, 'POST', `/provider/action/${actionId}/employ`, provider.token, offer());
    expect(res.statusCode).toBe(201);
    const employment = res.data.data as Json;
    expect(employment).toMatchObject({
      status: 'active',
      position: 'Forklift operator',
      start_date: dayFromToday(7),
      terms: 'Full time, 40 hours a week.',
      job: null,
      cv_action_id: actionId,
      application_id: null,
      company: { id: provider.user.id, name: 'Nordlicht Logistik' },
      employee: { id: seeker.user.id, first_name: seeker.user.first_name },
    });
    // The action keeps its status.
    const action = await ctx.db.selectFrom('cv_actions').select('status').where('id', '=', actionId).executeTakeFirst();
    expect(action?.status).toBe('pending');

    expect((await notificationsOf(ctx, seeker.user.id))[0]).toMatchObject({
      type: 'employment.started',
      link: '/job-seeker/my-jobs',
    });
    const [mail] = await mailsTo(ctx, seeker.user.email);
    expect(mail?.template).toBe('employment-started');
    expect(mail?.text).toContain('Forklift operator');

    const mine = await request(ctx, 'GET', '/seeker/jobs/my-jobs', seeker.token);
    expect(mine.data).toMatchObject({
      data: [{ id: employment.id, company: { name: 'Nordlicht Logistik' } }],
      meta: { total: 1 },
    });
    const theirs = await request(ctx, 'GET', '/provider/my-candidates', provider.token);
    expect(theirs.data).toMatchObject({ data: [{ id: employment.id, employee: { id: seeker.user.id } }] });
    expect(theirs.body).not.toContain(seeker.user.email);
    const candidate = await request(ctx, 'GET', `/provider/candidates/${seeker.user.id}`, provider.token);
    expect(candidate.data.data).toMatchObject({
      contact_visible: true,
      contact: { email: seeker.user.email },
      relationship: { employment: { id: employment.id, status: 'active' } },
    });
  });

  it('employs from an accepted application, naming its job; the seeker’s job status shows it', async () => {
    const provider = await createProvider(ctx);
    const seeker = await createSeeker(ctx);
    const job = await createJobPost(ctx, provider.user.id, { title: 'Night shift lead' });
    const applied = await request(ctx, 'POST', `/seeker/jobs/${job.id}/apply`, seeker.token, {});
    const applicationId = String((applied.data.data as Json).id);

    const early = await request(ctx, 'POST', `/provider/action/${applicationId}/employ`, provider.token, offer());
    expect(early.statusCode).toBe(409);
    expect(early.data).toEqual({
      code: 'invalid_transition',
      message: 'This application is submitted: accept it before employing the candidate.',
    });
    await request(ctx, 'POST', `/provider/jobs/${applicationId}/accept`, provider.token);
    const res = await request(ctx, 'POST', `/provider/action/${applicationId}/employ`, provider.token, offer());
    expect(res.statusCode).toBe(201);
    expect(res.data.data).toMatchObject({
      application_id: applicationId,
      cv_action_id: null,
      job: { id: job.id, title: 'Night shift lead' },
    });
    const status = await request(ctx, 'GET', `/seeker/jobs/${job.id}/status`, seeker.token);
    expect(status.data.data).toMatchObject({
      application: { status: 'accepted' },
      employment: { id: (res.data.data as Json).id, status: 'active' },
    });
  });

  it('employs a candidate once, also under 10 concurrent requests', async () => {
    const { provider, seeker, actionId } = await shortlisted();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        request(ctx, 'POST', `/provider/action/${actionId}/employ`, provider.token, offer()),
      ),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, ...Array.from({ length: 9 }, () => 409)]);
    expect(results.find((res) => res.statusCode === 409)?.data).toEqual({
      code: 'conflict',
      message: 'This candidate already works for you',
    });
    const rows = await ctx.db.selectFrom('employments').select('id').where('seeker_id', '=', seeker.user.id).execute();
    expect(rows).toHaveLength(1);
    expect(await mailsTo(ctx, seeker.user.email)).toHaveLength(1);
  });

  it('refuses bad offers with field messages, closed actions and others’ ids, creating nothing', async () => {
    const { provider, seeker, actionId } = await shortlisted();
    const otherProvider = await createProvider(ctx);
    const foreignJob = await createJobPost(ctx, otherProvider.user.id);
    const url = `/provider/action/${actionId}/employ`;

    const bad = await request(ctx, 'POST', url, provider.token, offer({ position: 'X', start_date: dayFromToday(-3) }));
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toEqual({
      position: ['Position must be at least 2 characters'],
      start_date: ['Start date cannot be in the past'],
    });
    const foreign = await request(ctx, 'POST', url, provider.token, offer({ job_id: foreignJob.id }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.data.errors).toEqual({ job_id: ['Choose one of your jobs'] });
    expect((await request(ctx, 'POST', url, otherProvider.token, offer())).statusCode).toBe(404);
    expect(
      (await request(ctx, 'POST', `/provider/action/${MISSING_ID}/employ`, provider.token, offer())).statusCode,
    ).toBe(404);

    await request(ctx, 'POST', `/provider/action/${actionId}/cancel`, provider.token);
    const closed = await request(ctx, 'POST', url, provider.token, offer());
    expect(closed.statusCode).toBe(409);
    expect(closed.data.code).toBe('invalid_transition');
    const rows = await ctx.db.selectFrom('employments').select('id').where('seeker_id', '=', seeker.user.id).execute();
    expect(rows).toEqual([]);
  });
});

describe('ending an employment', () => {
  it('resigns on request and the provider accepts; only the owners can, along the state machine', async () => {
    const { provider, seeker, employmentId } = await employed();
    const stranger = await createSeeker(ctx);
    const otherProvider = await createProvider(ctx);

    expect(
      (await request(ctx, 'POST', `/seeker/jobs/${employmentId}/resign`, stranger.token, { reason: REASON }))
        .statusCode,
    ).toBe(404);
    const short = await request(ctx, 'POST', `/seeker/jobs/${employmentId}/resign`, seeker.token, { reason: 'Bye' });
    expect(short.statusCode).toBe(400);
    expect(short.data.errors).toEqual({ reason: ['The reason must be at least 10 characters'] });
    const early = await request(
      ctx,
      'POST',
      `/provider/my-candidates/${employmentId}/accept-resignation`,
      provider.token,
    );
    expect(early.statusCode).toBe(409);
    expect(await employmentStatus(employmentId)).toBe('active');

    const resigned = await request(ctx, 'POST', `/seeker/jobs/${employmentId}/resign`, seeker.token, {
      reason: REASON,
    });
    expect(resigned.statusCode).toBe(200);
    expect(resigned.data.data).toMatchObject({ status: 'resignation_requested', resignation_reason: REASON });
    expect((await notificationsOf(ctx, provider.user.id))[0]).toMatchObject({
      type: 'employment.resignation-requested',
      link: '/provider/my-candidates',
    });
    const twice = await request(ctx, 'POST', `/seeker/jobs/${employmentId}/resign`, seeker.token, { reason: REASON });
    expect(twice.statusCode).toBe(409);
    expect(twice.data.message).toBe(
      'This employment is resignation requested, so it cannot be resigned from. Only an employment that is active can be resigned from.',
    );

    expect(
      (await request(ctx, 'POST', `/provider/my-candidates/${employmentId}/accept-resignation`, otherProvider.token))
        .statusCode,
    ).toBe(404);
    const accepted = await request(
      ctx,
      'POST',
      `/provider/my-candidates/${employmentId}/accept-resignation`,
      provider.token,
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.data.data).toMatchObject({ status: 'resigned', ended_at: expect.any(String) });
    expect((await notificationsOf(ctx, seeker.user.id))[0]?.type).toBe('employment.resigned');

    // No longer employed: the provider may employ the candidate again.
    const again = await request(
      ctx,
      'POST',
      `/provider/candidates/${seeker.user.id}/action/interview`,
      provider.token,
      {
        date: dayFromToday(3),
        time: '09:00',
        timezone: 'UTC',
        mode: 'phone',
      },
    );
    const rehire = await request(
      ctx,
      'POST',
      `/provider/action/${String((again.data.data as Json).id)}/employ`,
      provider.token,
      offer(),
    );
    expect(rehire.statusCode).toBe(201);
  });

  it('terminates with a reason and a last day; the seeker is notified and e-mailed', async () => {
    const { provider, seeker, employmentId } = await employed();
    const url = `/provider/my-candidates/${employmentId}/terminate-employment`;
    const before = await request(ctx, 'POST', url, provider.token, {
      reason: 'The warehouse is closing.',
      date: dayFromToday(1),
    });
    expect(before.statusCode).toBe(400);
    expect(before.data.errors).toEqual({ date: ['The termination date cannot be before the start date'] });
    const badDate = await request(ctx, 'POST', url, provider.token, {
      reason: 'The warehouse is closing.',
      date: '31-01-2027',
    });
    expect(Object.keys(badDate.data.errors as Json)).toEqual(['date']);
    const otherProvider = await createProvider(ctx);
    const foreign = await request(ctx, 'POST', url, otherProvider.token, {
      reason: 'The warehouse is closing.',
      date: dayFromToday(30),
    });
    expect(foreign.statusCode).toBe(404);
    expect(await employmentStatus(employmentId)).toBe('active');

    const res = await request(ctx, 'POST', url, provider.token, {
      reason: 'The warehouse is closing.',
      date: dayFromToday(30),
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({
      status: 'terminated',
      termination_reason: 'The warehouse is closing.',
      termination_date: dayFromToday(30),
      ended_at: expect.any(String),
    });
    expect((await notificationsOf(ctx, seeker.user.id))[0]?.type).toBe('employment.terminated');
    const mails = await mailsTo(ctx, seeker.user.email);
    expect(mails.map((mail) => mail.template).sort()).toEqual(['employment-started', 'employment-terminated']);
    expect(mails.find((mail) => mail.template === 'employment-terminated')?.text).toContain(
      'The warehouse is closing.',
    );

    const twice = await request(ctx, 'POST', url, provider.token, {
      reason: 'The warehouse is closing.',
      date: dayFromToday(30),
    });
    expect(twice.statusCode).toBe(409);
    const resign = await request(ctx, 'POST', `/seeker/jobs/${employmentId}/resign`, seeker.token, { reason: REASON });
    expect(resign.statusCode).toBe(409);
    const filtered = await request(ctx, 'GET', '/provider/my-candidates?status=active', provider.token);
    expect((filtered.data.data as Json[]).map((item) => item.id)).not.toContain(employmentId);
  });

  it('terminates while a resignation is pending', async () => {
    const { provider, seeker, employmentId } = await employed();
    await request(ctx, 'POST', `/seeker/jobs/${employmentId}/resign`, seeker.token, { reason: REASON });
    const res = await request(
      ctx,
      'POST',
      `/provider/my-candidates/${employmentId}/terminate-employment`,
      provider.token,
      {
        reason: 'Ending it earlier by agreement.',
        date: dayFromToday(8),
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({ status: 'terminated', resignation_reason: REASON });
  });
});
