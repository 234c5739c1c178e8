import { describe, expect, it } from 'vitest';

import { type Json, useTestApp } from '../../test/test-app';
import { UNAPPROVED_PROVIDER_MESSAGE, UNPAID_SEEKER_MESSAGE } from '../hiring';
import {
  createJobPost,
  createPendingProvider,
  createProvider,
  createSeeker,
  createUnpaidSeeker,
  dayFromToday,
  expectStatusForAll,
  request,
} from '../hiring/hiring.test-helpers';

const ctx = useTestApp();

const PATHS = ['/dashboard', '/dashboard/enhanced-stats', '/dashboard/recent-activities', '/dashboard/analytics'];
const get = async (token: string, path: string) => {
  const res = await request(ctx, 'GET', path, token);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.data.data as Json;
};

const ZERO_APPLICATIONS = { submitted: 0, accepted: 0, rejected: 0, cancelled: 0, total: 0 };
const ZERO_ACTIONS = { pending: 0, responded: 0, cancelled: 0, declined: 0, total: 0 };

/** Applications in every state, an interview and a shortlist, and an employment, between one provider and seeker. */
async function busyPair() {
  const provider = await createProvider(ctx, 'Porto Freight');
  const seeker = await createSeeker(ctx);
  const jobs = [];
  for (const title of ['Driver', 'Picker', 'Dispatcher', 'Loader']) {
    jobs.push(await createJobPost(ctx, provider.user.id, { title }));
  }
  await createJobPost(ctx, provider.user.id, { status: 'draft' });
  await createJobPost(ctx, provider.user.id, { status: 'closed' });
  const ids: string[] = [];
  for (const job of jobs) {
    const res = await request(ctx, 'POST', `/seeker/jobs/${job.id}/apply`, seeker.token, {});
    ids.push(String((res.data.data as Json).id));
  }
  const [accepted, rejected, cancelledJob] = [ids[0], ids[1], jobs[2]];
  await request(ctx, 'POST', `/provider/jobs/${String(accepted)}/accept`, provider.token);
  await request(ctx, 'POST', `/provider/jobs/${String(rejected)}/reject`, provider.token, {
    reason: 'Another candidate fit better.',
  });
  await request(ctx, 'POST', `/seeker/jobs/${String(cancelledJob?.id)}/cancel`, seeker.token);
  await request(ctx, 'POST', `/provider/candidates/${seeker.user.id}/action/interview`, provider.token, {
    date: dayFromToday(3),
    time: '09:00',
    timezone: 'Europe/Lisbon',
    mode: 'phone',
  });
  const shortlist = await request(
    ctx,
    'POST',
    `/provider/candidates/${seeker.user.id}/action/shortlist`,
    provider.token,
    {},
  );
  await request(ctx, 'POST', `/provider/action/${String(accepted)}/employ`, provider.token, {
    position: 'Driver',
    start_date: dayFromToday(1),
  });
  return { provider, seeker, jobs, applicationIds: ids, shortlistId: String((shortlist.data.data as Json).id) };
}

describe('dashboard access', () => {
  it('needs a login, the right side, a paid fee or a verified business', async () => {
    const seekerRoutes = PATHS.map((path) => ['GET', `/seeker${path}`] as const);
    const providerRoutes = PATHS.map((path) => ['GET', `/provider${path}`] as const);
    await expectStatusForAll(ctx, [...seekerRoutes, ...providerRoutes], undefined, 401);
    await expectStatusForAll(ctx, seekerRoutes, (await createProvider(ctx)).token, 403);
    await expectStatusForAll(ctx, providerRoutes, (await createSeeker(ctx)).token, 403);
    await expectStatusForAll(ctx, seekerRoutes, (await createUnpaidSeeker(ctx)).token, 403, UNPAID_SEEKER_MESSAGE);
    await expectStatusForAll(
      ctx,
      providerRoutes,
      (await createPendingProvider(ctx)).token,
      403,
      UNAPPROVED_PROVIDER_MESSAGE,
    );
  });

  it('bounds limit and days with field messages', async () => {
    const seeker = await createSeeker(ctx);
    const provider = await createProvider(ctx);
    for (const [token, side] of [
      [seeker.token, 'seeker'],
      [provider.token, 'provider'],
    ] as const) {
      const limit = await request(ctx, 'GET', `/${side}/dashboard/recent-activities?limit=51`, token);
      expect(limit.statusCode).toBe(400);
      expect(limit.data.errors).toEqual({ 'query.limit': ['The limit must be at most 50'] });
      const days = await request(ctx, 'GET', `/${side}/dashboard/analytics?days=366`, token);
      expect(days.data.errors).toEqual({ 'query.days': ['Days must be at most 365'] });
      expect((await request(ctx, 'GET', `/${side}/dashboard/analytics?days=abc`, token)).statusCode).toBe(400);
    }
  });
});

describe('empty dashboards', () => {
  it('show zeros, and a zero-filled daily series ending today', async () => {
    const seeker = await createSeeker(ctx);
    expect(await get(seeker.token, '/seeker/dashboard')).toEqual({
      applications: ZERO_APPLICATIONS,
      cv_actions: ZERO_ACTIONS,
      pending_cv_actions: 0,
      active_employment: null,
      cv_score: 0,
    });
    expect(await get(seeker.token, '/seeker/dashboard/enhanced-stats')).toEqual({
      response_rate: 0,
      acceptance_rate: 0,
      average_response_days: null,
      applications_this_month: 0,
      interviews_this_month: 0,
      shortlisted_count: 0,
      pending_document_requests: 0,
      profile_views: 0,
    });
    expect(await get(seeker.token, '/seeker/dashboard/recent-activities')).toEqual([]);
    const analytics = await get(seeker.token, '/seeker/dashboard/analytics');
    const series = analytics.series as Json[];
    expect(series).toHaveLength(30);
    expect(analytics).toMatchObject({ days: 30, from: dayFromToday(-29), to: dayFromToday(0) });
    expect(series.map((point) => point.date)).toEqual(Array.from({ length: 30 }, (_, i) => dayFromToday(i - 29)));
    expect(series.every((point) => point.applications_sent === 0 && point.responses_received === 0)).toBe(true);
    expect(analytics.totals).toEqual({ applications_sent: 0, responses_received: 0, cv_actions_received: 0 });
    expect(((await get(seeker.token, '/seeker/dashboard/analytics?days=1')).series as Json[]).length).toBe(1);

    const provider = await createProvider(ctx);
    expect(await get(provider.token, '/provider/dashboard')).toEqual({
      jobs: { draft: 0, live: 0, closed: 0, total: 0 },
      open_jobs: 0,
      applications: ZERO_APPLICATIONS,
      cv_actions: ZERO_ACTIONS,
      hires: { current: 0, total: 0 },
      resignation_requests: 0,
    });
    const providerSeries = (await get(provider.token, '/provider/dashboard/analytics?days=365')).series as Json[];
    expect(providerSeries).toHaveLength(365);
    expect(providerSeries.at(-1)).toEqual({
      date: dayFromToday(0),
      applications_received: 0,
      actions_taken: 0,
      hires: 0,
    });
  });
});

describe('busy dashboards', () => {
  it('count the seeker’s applications, actions, job and rates', async () => {
    const { seeker } = await busyPair();
    expect(await get(seeker.token, '/seeker/dashboard')).toMatchObject({
      applications: { submitted: 1, accepted: 1, rejected: 1, cancelled: 1, total: 4 },
      cv_actions: { pending: 2, total: 2 },
      pending_cv_actions: 2,
      active_employment: {
        company_name: 'Porto Freight',
        position: 'Driver',
        start_date: dayFromToday(1),
        status: 'active',
      },
    });
    expect(await get(seeker.token, '/seeker/dashboard/enhanced-stats')).toEqual({
      response_rate: 67,
      acceptance_rate: 50,
      average_response_days: 0,
      applications_this_month: 4,
      interviews_this_month: 1,
      shortlisted_count: 1,
      pending_document_requests: 0,
      profile_views: 0,
    });
  });

  it('lists the latest events newest first, limited', async () => {
    const { seeker, provider, shortlistId } = await busyPair();
    // Make the order unambiguous: the shortlist happened an hour later than everything else.
    const later = new Date(Date.now() + 3_600_000).toISOString();
    await ctx.db
      .updateTable('cv_actions')
      .set({ created_at: later, updated_at: later })
      .where('id', '=', shortlistId)
      .execute();

    const events = (await get(seeker.token, '/seeker/dashboard/recent-activities?limit=50')) as unknown as Json[];
    expect(events[0]).toMatchObject({
      type: 'cv_action.requested',
      subject: 'shortlist',
      company_name: 'Porto Freight',
      candidate_name: null,
    });
    expect(events.map((item) => item.type).sort()).toEqual(
      [
        'application.accepted',
        'application.cancelled',
        'application.rejected',
        'application.submitted',
        'application.submitted',
        'application.submitted',
        'application.submitted',
        'cv_action.requested',
        'cv_action.requested',
        'employment.started',
      ].sort(),
    );
    const times = events.map((item) => String(item.occurred_at));
    expect([...times].sort().reverse()).toEqual(times);
    expect(await get(seeker.token, '/seeker/dashboard/recent-activities?limit=2')).toHaveLength(2);
    expect(((await get(seeker.token, '/seeker/dashboard/recent-activities')) as unknown as Json[]).length).toBe(10);

    const providerEvents = (await get(provider.token, '/provider/dashboard/recent-activities')) as unknown as Json[];
    expect(providerEvents[0]).toMatchObject({
      type: 'cv_action.requested',
      company_name: null,
      candidate_name: `${seeker.user.first_name} ${seeker.user.last_name}`,
    });
  });

  it('puts each event on its day in the series, and keeps other users’ data out', async () => {
    const { seeker, provider, applicationIds } = await busyPair();
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
    await ctx.db
      .updateTable('job_applications')
      .set({ submitted_at: threeDaysAgo })
      .where('id', '=', String(applicationIds[3]))
      .execute();
    const outside = new Date(Date.now() - 40 * 86_400_000).toISOString();
    await ctx.db
      .updateTable('job_applications')
      .set({ submitted_at: outside })
      .where('id', '=', String(applicationIds[2]))
      .execute();

    const analytics = await get(seeker.token, '/seeker/dashboard/analytics?days=7');
    const series = analytics.series as Json[];
    expect(series).toHaveLength(7);
    expect(series.find((point) => point.date === dayFromToday(-3))).toMatchObject({ applications_sent: 1 });
    expect(series.at(-1)).toEqual({
      date: dayFromToday(0),
      applications_sent: 2,
      responses_received: 2,
      cv_actions_received: 2,
    });
    expect(analytics.totals).toEqual({ applications_sent: 3, responses_received: 2, cv_actions_received: 2 });

    expect(await get(provider.token, '/provider/dashboard')).toEqual({
      jobs: { draft: 1, live: 4, closed: 1, total: 6 },
      open_jobs: 4,
      applications: { submitted: 1, accepted: 1, rejected: 1, cancelled: 1, total: 4 },
      cv_actions: { pending: 2, responded: 0, cancelled: 0, declined: 0, total: 2 },
      hires: { current: 1, total: 1 },
      resignation_requests: 0,
    });
    expect(await get(provider.token, '/provider/dashboard/enhanced-stats')).toMatchObject({
      response_rate: 67,
      acceptance_rate: 50,
      interviews_this_month: 1,
      hires_this_month: 1,
      profile_views: 0,
    });
    const providerAnalytics = await get(provider.token, '/provider/dashboard/analytics?days=7');
    expect((providerAnalytics.series as Json[]).at(-1)).toEqual({
      date: dayFromToday(0),
      applications_received: 2,
      actions_taken: 4,
      hires: 1,
    });
    expect(providerAnalytics.totals).toEqual({ applications_received: 3, actions_taken: 4, hires: 1 });

    // Another provider and another seeker see none of it.
    const otherProvider = await createProvider(ctx);
    expect(await get(otherProvider.token, '/provider/dashboard')).toMatchObject({
      applications: ZERO_APPLICATIONS,
      hires: { current: 0, total: 0 },
    });
    expect(await get(otherProvider.token, '/provider/dashboard/recent-activities')).toEqual([]);
    const otherSeeker = await createSeeker(ctx);
    expect((await get(otherSeeker.token, '/seeker/dashboard/analytics')).totals).toEqual({
      applications_sent: 0,
      responses_received: 0,
      cv_actions_received: 0,
    });
  });
});
