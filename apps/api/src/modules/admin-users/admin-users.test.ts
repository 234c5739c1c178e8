import { ADMIN_MFA_REQUIRED_MESSAGE } from '@hireway/shared';
import { describe, expect, it } from 'vitest';

import { createSession, createUser, loginAs, TEST_PASSWORD } from '../../test/factories';
import { linkFromMail, mailsTo } from '../../test/outbox';
import { type ApiRoute, expectStatusForAll, type Json, request, useTestApp } from '../../test/test-app';
import { createJobPost, createProvider, createSeeker, MISSING_ID } from '../hiring/hiring.test-helpers';
import { findAuditEntries } from '../audit/audit.test-helpers';

const ctx = useTestApp({ RATE_LIMIT_GLOBAL_PER_MINUTE: '100000' });

const admin = () => createSession(ctx.app, ctx.db, { group: 'admin' });
const userRow = (id: string) => ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const liveWebTokens = async (userId: string) =>
  (
    await ctx.db
      .selectFrom('tokens')
      .select('id')
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute()
  ).length;

const routesFor = (id: string): ApiRoute[] => [
  ['GET', '/admin/users'],
  ['GET', `/admin/users/${id}`],
  ['POST', `/admin/users/${id}/suspend`, { reason: 'Fraudulent job posts' }],
  ['POST', `/admin/users/${id}/reinstate`],
  ['POST', `/admin/users/${id}/permissions`, { kind: 'grant', value: 'read:ReportRoute' }],
  ['DELETE', `/admin/users/${id}/permissions/${MISSING_ID}`],
  ['POST', `/admin/users/${id}/password-reset`, { invalidate_password: true }],
  ['POST', `/admin/users/${id}/mfa/reset`],
  ['GET', '/admin/dashboard'],
];

describe('admin users: access', () => {
  it('answers 401 to anonymous callers, 403 to seekers and providers, and changes nothing', async () => {
    const target = await createSeeker(ctx);
    const routes = routesFor(target.user.id);
    await expectStatusForAll(ctx, routes, undefined, 401);
    const provider = await createProvider(ctx);
    const seeker = await createSeeker(ctx);
    await expectStatusForAll(ctx, routes, seeker.token, 403);
    await expectStatusForAll(ctx, routes, provider.token, 403);
    // Not even with a special_allow on the very account (AZ-03: S2+allow).
    await ctx.db
      .insertInto('user_permissions')
      .values({
        id: crypto.randomUUID(),
        user_id: seeker.user.id,
        kind: 'special_allow',
        value: `urn:hireway:user:${target.user.id}`,
        actions: '["*"]',
        created_at: new Date().toISOString(),
      })
      .execute();
    await expectStatusForAll(ctx, routes, seeker.token, 403);
    expect(await userRow(target.user.id)).toMatchObject({ status: 'active', mfa_enabled: 0 });
    expect(await findAuditEntries(ctx.db, 'user', target.user.id)).toEqual([]);
  });

  it('refuses every admin call from an admin who has not enrolled MFA (MFA-08), with a clear code', async () => {
    const target = await createSeeker(ctx);
    const { token } = await createSession(ctx.app, ctx.db, { group: 'admin', mfa: false });
    const routes: ApiRoute[] = [
      ...routesFor(target.user.id),
      ['GET', '/admin/providers'],
      ['GET', '/admin/verification-decisions'],
      ['GET', '/admin/settings'],
    ];
    for (const [method, path, payload] of routes) {
      const res = await request(ctx, method, path, token, payload);
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.data, `${method} ${path}`).toEqual({
        code: 'mfa_enrolment_required',
        message: ADMIN_MFA_REQUIRED_MESSAGE,
      });
    }
    expect((await userRow(target.user.id)).status).toBe('active');
    // The set-up itself stays open to them.
    const enroll = await request(ctx, 'POST', '/mfa/enroll', token, { password: TEST_PASSWORD });
    expect(enroll.statusCode).toBe(200);
  });
});

describe('GET /admin/users', () => {
  it('filters by group, status and text, newest first, with paging', async () => {
    const { token } = await admin();
    const tag = crypto.randomUUID().slice(0, 8);
    const seeker = await createUser(ctx.db, { email: `zelda-${tag}@example.test` });
    const suspended = await createUser(ctx.db, {
      email: `zora-${tag}@example.test`,
      user: { status: 'suspended', last_name: 'Quill' },
    });
    const provider = await createProvider(ctx, `Quantum Crates ${tag}`);

    const byText = await request(ctx, 'GET', `/admin/users?q=${tag}`, token);
    expect(byText.statusCode).toBe(200);
    // E-mail and company both match the text.
    expect((byText.data.data as Json[]).map((row) => row.id).sort()).toEqual(
      [suspended.user.id, seeker.user.id, provider.user.id].sort(),
    );
    expect(byText.data.meta).toMatchObject({ page: 1, per_page: 50, total: 3 });
    const dates = (byText.data.data as Json[]).map((row) => String(row.created_at));
    expect(dates).toEqual([...dates].sort().reverse());

    const byCompany = await request(ctx, 'GET', `/admin/users?q=${encodeURIComponent(`quantum ${tag}`)}`, token);
    expect(byCompany.data.data).toEqual([
      expect.objectContaining({ id: provider.user.id, company_name: `Quantum Crates ${tag}`, user_group: 'provider' }),
    ]);

    const byName = await request(ctx, 'GET', `/admin/users?q=${encodeURIComponent(`quill zora-${tag}`)}`, token);
    expect((byName.data.data as Json[]).map((row) => row.id)).toEqual([suspended.user.id]);
    const bySuspension = await request(ctx, 'GET', `/admin/users?status=suspended&q=${tag}`, token);
    expect((bySuspension.data.data as Json[]).map((row) => row.id)).toEqual([suspended.user.id]);
    const byGroup = await request(ctx, 'GET', `/admin/users?group=provider&q=${tag}`, token);
    expect((byGroup.data.data as Json[]).map((row) => row.id)).toEqual([provider.user.id]);
    const admins = await request(ctx, 'GET', '/admin/users?group=admin', token);
    expect((admins.data.data as Json[]).every((row) => row.user_group === 'admin')).toBe(true);

    // A row carries no secret.
    expect(Object.keys((byText.data.data as Json[])[0] ?? {}).sort()).toEqual(
      [
        'company_name',
        'created_at',
        'email',
        'email_verified',
        'first_name',
        'id',
        'last_name',
        'mfa_enabled',
        'status',
        'user_group',
        'user_type',
      ].sort(),
    );
    // % and _ are matched as typed.
    const wildcard = await request(ctx, 'GET', '/admin/users?q=%25', token);
    expect(wildcard.data.data).toEqual([]);

    const bad = await request(ctx, 'GET', '/admin/users?group=root&status=gone&per_page=7', token);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.errors as Json).sort()).toEqual(['query.group', 'query.per_page', 'query.status']);
  });
});

describe('GET /admin/users/{id}', () => {
  it('shows a seeker in full: profile, CV, applications, payments, live sessions, grants', async () => {
    const { token } = await admin();
    const seeker = await createSeeker(ctx);
    const provider = await createProvider(ctx);
    const job = await createJobPost(ctx, provider.user.id, { title: 'Forklift driver' });
    const applied = await request(ctx, 'POST', `/seeker/jobs/${job.id}/apply`, seeker.token);
    expect(applied.statusCode, applied.body).toBe(201);

    const res = await request(ctx, 'GET', `/admin/users/${seeker.user.id}`, token);
    expect(res.statusCode).toBe(200);
    const data = res.data.data as Json;
    expect(data).toMatchObject({
      id: seeker.user.id,
      email: seeker.user.email,
      user_group: 'seeker',
      status: 'active',
      profile: { payment_status: 'paid' },
      applications: [
        { job_id: job.id, job_title: 'Forklift driver', company_name: provider.company, status: 'submitted' },
      ],
      payments: [],
      permissions: [],
      history: [],
    });
    expect(data.cv).toEqual(expect.objectContaining({ personal: expect.any(Object) }));
    expect(data.sessions).toEqual([
      expect.objectContaining({ id: expect.any(String), expires_at: expect.any(String) }),
    ]);
    expect(JSON.stringify(data)).not.toMatch(/password_hash|mfa_secret|token_hash/);

    const providerView = await request(ctx, 'GET', `/admin/users/${provider.user.id}`, token);
    expect(providerView.data.data).toMatchObject({ company_name: provider.company, cv: null, applications: [] });

    expect((await request(ctx, 'GET', `/admin/users/${MISSING_ID}`, token)).statusCode).toBe(404);
    const malformed = await request(ctx, 'GET', '/admin/users/42', token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.data.errors).toEqual({ 'params.id': ['Not a user id'] });
  });
});

describe('suspend and reinstate', () => {
  it('ends every session at once; the user cannot log in with a clear message until reinstated', async () => {
    const reviewer = await admin();
    const seeker = await createSeeker(ctx);
    const second = await loginAs(ctx.app, seeker.user.email);

    const short = await request(ctx, 'POST', `/admin/users/${seeker.user.id}/suspend`, reviewer.token, { reason: 'x' });
    expect(short.statusCode).toBe(400);
    expect(short.data.errors).toEqual({ reason: ['Reason must be at least 5 characters'] });

    const res = await request(ctx, 'POST', `/admin/users/${seeker.user.id}/suspend`, reviewer.token, {
      reason: 'Posted fake reviews',
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({ status: 'suspended', sessions: [] });
    for (const token of [seeker.token, second]) {
      expect((await request(ctx, 'GET', '/auth/notifications', token)).statusCode).toBe(401);
    }
    expect(await liveWebTokens(seeker.user.id)).toBe(0);
    const login = await request(ctx, 'POST', '/auth/login', undefined, {
      email: seeker.user.email,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(403);
    expect(login.data).toEqual({ code: 'account_suspended', message: 'This account is suspended. Contact support.' });
    // The owner is told, in their language (ASVS 6.3.7).
    expect((await mailsTo(ctx, seeker.user.email)).filter((mail) => mail.template === 'account-suspended')).toEqual([
      expect.objectContaining({ subject: 'Your Hireway account has been suspended' }),
    ]);

    const again = await request(ctx, 'POST', `/admin/users/${seeker.user.id}/suspend`, reviewer.token, {
      reason: 'Posted fake reviews',
    });
    expect(again.statusCode).toBe(409);

    const reinstated = await request(ctx, 'POST', `/admin/users/${seeker.user.id}/reinstate`, reviewer.token);
    expect(reinstated.statusCode).toBe(200);
    expect(reinstated.data.data).toMatchObject({ status: 'active' });
    expect(await loginAs(ctx.app, seeker.user.email)).toEqual(expect.any(String));
    expect((await request(ctx, 'POST', `/admin/users/${seeker.user.id}/reinstate`, reviewer.token)).statusCode).toBe(
      409,
    );

    const history = await findAuditEntries(ctx.db, 'user', seeker.user.id);
    expect(history.map((entry) => [entry.action, entry.actor_id, entry.before, entry.after])).toEqual([
      ['user.reinstated', reviewer.user.id, '{"status":"suspended"}', '{"status":"active"}'],
      [
        'user.suspended',
        reviewer.user.id,
        '{"status":"active"}',
        '{"status":"suspended","reason":"Posted fake reviews"}',
      ],
    ]);
    const detail = await request(ctx, 'GET', `/admin/users/${seeker.user.id}`, reviewer.token);
    expect((detail.data.data as { history: Json[] }).history[1]).toMatchObject({
      action: 'user.suspended',
      actor: { id: reviewer.user.id, email: reviewer.user.email },
      after: { status: 'suspended', reason: 'Posted fake reviews' },
    });
  });

  it('refuses to suspend yourself and answers 404 for an unknown user', async () => {
    const reviewer = await admin();
    const self = await request(ctx, 'POST', `/admin/users/${reviewer.user.id}/suspend`, reviewer.token, {
      reason: 'Testing myself',
    });
    expect(self.statusCode).toBe(422);
    expect(self.data.message).toBe('You cannot suspend your own account.');
    const missing = await request(ctx, 'POST', `/admin/users/${MISSING_ID}/suspend`, reviewer.token, {
      reason: 'Nobody at all',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('grants and special entries', () => {
  it('adds and removes them; they apply on the next request and are audited', async () => {
    const reviewer = await admin();
    const provider = await createProvider(ctx);
    const job = await createJobPost(ctx, provider.user.id);
    const urn = `urn:hireway:job:${job.id}`;
    const path = `/admin/users/${provider.user.id}/permissions`;

    const bad = await request(ctx, 'POST', path, reviewer.token, { kind: 'special_deny', value: 'job-1', actions: [] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.errors as Json).sort()).toEqual(['actions', 'value']);
    const badKind = await request(ctx, 'POST', path, reviewer.token, { kind: 'owner', value: urn });
    expect(badKind.statusCode).toBe(400);

    const deny = await request(ctx, 'POST', path, reviewer.token, { kind: 'special_deny', value: urn, actions: ['*'] });
    expect(deny.statusCode).toBe(200);
    const grant = await request(ctx, 'POST', path, reviewer.token, { kind: 'grant', value: 'read:ReportRoute' });
    const entries = (grant.data.data as { permissions: Json[] }).permissions;
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'special_deny', value: urn, actions: ['*'] }),
      expect.objectContaining({ kind: 'grant', value: 'read:ReportRoute', actions: [] }),
    ]);
    const duplicate = await request(ctx, 'POST', path, reviewer.token, { kind: 'grant', value: 'read:ReportRoute' });
    expect(duplicate.statusCode).toBe(409);

    // The provider's own session sees the change at once.
    const check = await request(ctx, 'POST', '/auth/check', provider.token);
    const authorization = (check.data.data as { user: { authorization: Json } }).user.authorization;
    expect(authorization.grants).toContain('read:ReportRoute');
    expect(authorization.special_deny).toEqual([{ resource: urn, actions: ['*'] }]);

    const denyId = String(entries[0]?.id);
    const removed = await request(ctx, 'DELETE', `${path}/${denyId}`, reviewer.token);
    expect(removed.statusCode).toBe(200);
    expect((removed.data.data as { permissions: Json[] }).permissions.map((entry) => entry.kind)).toEqual(['grant']);
    expect((await request(ctx, 'DELETE', `${path}/${denyId}`, reviewer.token)).statusCode).toBe(404);
    // Another user's entry id is not found through this user.
    const other = await createSeeker(ctx);
    const grantId = String(entries[1]?.id);
    expect(
      (await request(ctx, 'DELETE', `/admin/users/${other.user.id}/permissions/${grantId}`, reviewer.token)).statusCode,
    ).toBe(404);

    const history = await findAuditEntries(ctx.db, 'user', provider.user.id);
    expect(history.map((entry) => entry.action).sort()).toEqual([
      'user.permission_added',
      'user.permission_added',
      'user.permission_removed',
    ]);
    expect(history.find((entry) => entry.action === 'user.permission_removed')?.before).toBe(
      JSON.stringify({ kind: 'special_deny', value: urn, actions: ['*'] }),
    );
  });
});

describe('password reset and MFA reset', () => {
  it('e-mails a reset link; with invalidate_password the old password and every session stop working', async () => {
    const reviewer = await admin();
    const seeker = await createSeeker(ctx);
    const path = `/admin/users/${seeker.user.id}/password-reset`;
    expect((await request(ctx, 'POST', path, reviewer.token, {})).statusCode).toBe(400);

    const soft = await request(ctx, 'POST', path, reviewer.token, { invalidate_password: false });
    expect(soft.statusCode).toBe(200);
    expect(await mailsTo(ctx, seeker.user.email)).toEqual([expect.objectContaining({ template: 'password-reset' })]);
    expect((await request(ctx, 'GET', '/auth/notifications', seeker.token)).statusCode).toBe(200);

    const hard = await request(ctx, 'POST', path, reviewer.token, { invalidate_password: true });
    expect(hard.statusCode).toBe(200);
    expect((await request(ctx, 'GET', '/auth/notifications', seeker.token)).statusCode).toBe(401);
    const oldLogin = await request(ctx, 'POST', '/auth/login', undefined, {
      email: seeker.user.email,
      password: TEST_PASSWORD,
    });
    expect(oldLogin.statusCode).toBe(401);
    // The newest link works (the first one was voided by the second request).
    const { token: resetToken } = await linkFromMail(ctx, seeker.user.email, '/auth/reset-password');
    const reset = await request(ctx, 'POST', '/auth/reset-password', resetToken, {
      password: 'Brand-New-Pass-2027!',
      password_confirmation: 'Brand-New-Pass-2027!',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await loginAs(ctx.app, seeker.user.email, 'Brand-New-Pass-2027!')).toEqual(expect.any(String));
    expect((await findAuditEntries(ctx.db, 'user', seeker.user.id)).map((entry) => entry.after)).toEqual([
      '{"invalidate_password":true}',
      '{"invalidate_password":false}',
    ]);
  });

  it('turns MFA off for a user who lost their device; every session ends', async () => {
    const reviewer = await admin();
    const other = await admin();
    expect((await userRow(other.user.id)).mfa_enabled).toBe(1);
    const res = await request(ctx, 'POST', `/admin/users/${other.user.id}/mfa/reset`, reviewer.token);
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({ mfa_enabled: false, sessions: [] });
    expect(await userRow(other.user.id)).toMatchObject({ mfa_enabled: 0, mfa_secret: null, mfa_last_step: null });
    const [notice] = (await mailsTo(ctx, other.user.email)).filter((mail) => mail.template === 'mfa-reset');
    expect(notice?.subject).toBe('Two-factor authentication was reset for your Hireway account');
    expect(notice?.text).toContain('our support team has turned off two-factor authentication');
    // The other admin logs in with the password alone and must enrol again before the console opens.
    const token = await loginAs(ctx.app, other.user.email);
    expect((await request(ctx, 'GET', '/admin/users', token)).data.code).toBe('mfa_enrolment_required');
    expect((await request(ctx, 'POST', `/admin/users/${other.user.id}/mfa/reset`, reviewer.token)).statusCode).toBe(
      409,
    );
    const self = await request(ctx, 'POST', `/admin/users/${reviewer.user.id}/mfa/reset`, reviewer.token);
    expect(self.statusCode).toBe(422);
    expect((await findAuditEntries(ctx.db, 'user', other.user.id))[0]).toMatchObject({
      action: 'user.mfa_reset',
      actor_id: reviewer.user.id,
      before: '{"mfa_enabled":true}',
    });
  });
});

describe('GET /admin/dashboard', () => {
  it('counts users by group, pending verifications, live jobs, applications this week and fees', async () => {
    const { token } = await admin();
    const before = (await request(ctx, 'GET', '/admin/dashboard', token)).data.data as Json & {
      users_by_group: Record<string, number>;
      series: Json[];
    };
    const provider = await createProvider(ctx);
    await createSession(ctx.app, ctx.db, { group: 'provider', profile: { status: 'pending' } });
    const seeker = await createSeeker(ctx);
    const job = await createJobPost(ctx, provider.user.id);
    await createJobPost(ctx, provider.user.id, { status: 'draft' });
    expect((await request(ctx, 'POST', `/seeker/jobs/${job.id}/apply`, seeker.token)).statusCode).toBe(201);
    const now = new Date().toISOString();
    await ctx.db
      .insertInto('payments')
      .values({
        id: crypto.randomUUID(),
        user_id: seeker.user.id,
        purpose: 'registration_fee',
        provider: 'sandbox',
        reference: `ref-${crypto.randomUUID()}`,
        amount: 2500,
        currency: 'EUR',
        status: 'paid',
        provider_status: 'success',
        paid_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();

    const res = await request(ctx, 'GET', '/admin/dashboard', token);
    expect(res.statusCode).toBe(200);
    const after = res.data.data as typeof before & { fees_collected: Json[] };
    expect(after.users_by_group).toEqual({
      seeker: Number(before.users_by_group.seeker) + 1,
      provider: Number(before.users_by_group.provider) + 2,
      admin: before.users_by_group.admin,
    });
    expect(after.pending_verifications).toBe(Number(before.pending_verifications) + 1);
    expect(after.live_jobs).toBe(Number(before.live_jobs) + 1);
    expect(after.applications_this_week).toBe(Number(before.applications_this_week) + 1);
    const eur = (rows: unknown) => (rows as Json[]).find((row) => row.currency === 'EUR');
    expect(Number(eur(after.fees_collected)?.amount)).toBe(Number(eur(before.fees_collected)?.amount ?? 0) + 2500);
    expect(after.series).toHaveLength(30);
    const today = after.series.at(-1) as Json;
    const todayBefore = before.series.at(-1) as Json;
    expect(today.date).toBe(now.slice(0, 10));
    expect(today).toMatchObject({
      seekers: Number(todayBefore.seekers) + 1,
      providers: Number(todayBefore.providers) + 2,
      applications: Number(todayBefore.applications) + 1,
      fees: Number(todayBefore.fees) + 2500,
    });
  });
});
