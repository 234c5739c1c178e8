import { describe, expect, it } from 'vitest';

import { createSession } from '../../test/factories';
import { mailsTo } from '../../test/outbox';
import { type ApiRoute, call, expectStatusForAll, type Json, request, useTestApp } from '../../test/test-app';
import { findAuditEntries } from '../audit/audit.test-helpers';
import { PUSH_NOTIFICATION_JOB } from '../notifications';
import { createProvider, multipart, PDF, PNG, validCompany } from '../providers/providers.test-helpers';

const ctx = useTestApp({ RATE_LIMIT_GLOBAL_PER_MINUTE: '100000' });

const ADMIN_PATH = '/admin/providers';
const ADMIN = `/api/v1${ADMIN_PATH}`;
const REASON = 'The registration certificate is unreadable; please upload a clearer scan.';

const admin = () => createSession(ctx.app, ctx.db, { group: 'admin' });
/** An admin's decision on a provider: POST /admin/providers/{id}/approve or …/decline with a reason. */
const approve = (providerId: string, token: string) =>
  request(ctx, 'POST', `${ADMIN_PATH}/${providerId}/approve`, token);
const decline = (providerId: string, token: string, reason: string) =>
  request(ctx, 'POST', `${ADMIN_PATH}/${providerId}/decline`, token, { reason });
const profileOf = (userId: string) =>
  ctx.db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
const decisionsOf = (userId: string) =>
  ctx.db.selectFrom('verification_decisions').selectAll().where('provider_id', '=', userId).execute();
const notificationsOf = (userId: string) =>
  ctx.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

/** A provider who went through business onboarding with a document, now pending. */
async function pendingProvider() {
  const session = await createSession(ctx.app, ctx.db, {
    group: 'provider',
    profile: { status: null },
    user: { language: 'de', first_name: 'Jonas', last_name: 'Berg' },
  });
  const form = multipart({ ...validCompany, company_name: `Firma ${session.user.id.slice(0, 6)}` }, [
    { name: 'logo', filename: 'logo.png', type: 'image/png', data: PNG },
    { name: 'document_1', filename: 'register.pdf', type: 'application/pdf', data: PDF },
  ]);
  const res = await call(ctx.app, {
    method: 'POST',
    url: '/api/v1/auth/onboarding/provider',
    token: session.token,
    ...form,
  });
  if (res.statusCode !== 200) throw new Error(`onboarding failed: ${res.body}`);
  return session;
}

describe('admin provider verification: access', () => {
  it('answers 401 without login and 403 to seekers and providers, with no side effect', async () => {
    const provider = await pendingProvider();
    const routes: ApiRoute[] = [
      ['GET', ADMIN_PATH],
      ['POST', `${ADMIN_PATH}/${provider.user.id}/approve`],
      ['POST', `${ADMIN_PATH}/${provider.user.id}/decline`, { reason: REASON }],
      ['GET', '/admin/verification-decisions'],
      ['GET', `${ADMIN_PATH}/${provider.user.id}/documents/${provider.user.id}`],
    ];
    await expectStatusForAll(ctx, routes, undefined, 401);
    const seeker = await createSession(ctx.app, ctx.db);
    const other = await createProvider(ctx);
    for (const { token } of [seeker, other, provider]) {
      await expectStatusForAll(ctx, routes, token, 403);
    }
    expect((await profileOf(provider.user.id)).status).toBe('pending');
    expect(await decisionsOf(provider.user.id)).toEqual([]);
  });
});

describe('GET /admin/providers', () => {
  it('lists pending providers oldest first with company, contact and document metadata', async () => {
    const { token } = await admin();
    const first = await pendingProvider();
    const second = await pendingProvider();
    await createProvider(ctx, { status: 'approved' });
    const res = await call(ctx.app, { method: 'GET', url: `${ADMIN}?status=pending`, token });
    expect(res.statusCode).toBe(200);
    const rows = res.data.data as (Json & { documents: Json[] })[];
    const ids = rows.map((row) => row.id);
    expect(ids.indexOf(first.user.id)).toBeLessThan(ids.indexOf(second.user.id));
    expect(rows.every((row) => row.status === 'pending')).toBe(true);
    const row = rows.find((item) => item.id === first.user.id);
    expect(row).toMatchObject({
      registration_number: validCompany.registration_number,
      phone: validCompany.phone,
      status: 'pending',
      contact: { first_name: 'Jonas', last_name: 'Berg', email: first.user.email },
    });
    const documents = row?.documents as Json[];
    expect(documents).toEqual([
      expect.objectContaining({ kind: 'registration_certificate', filename: 'register.pdf' }),
    ]);
    expect(documents[0]?.download_url).toBe(
      `/api/v1/admin/providers/${first.user.id}/documents/${String(documents[0]?.id)}`,
    );
    expect(res.data.meta).toMatchObject({ page: 1, per_page: 50, total: rows.length });
    const approved = await call(ctx.app, { method: 'GET', url: `${ADMIN}?status=approved`, token });
    expect((approved.data.data as Json[]).every((item) => item.status === 'approved')).toBe(true);
    const bad = await call(ctx.app, { method: 'GET', url: `${ADMIN}?status=all`, token });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toEqual({ 'query.status': ['Choose pending, approved or declined'] });
  });
});

describe('POST /admin/providers/{id}/approve', () => {
  it('approves a pending provider, records the decision, notifies and e-mails them', async () => {
    const provider = await pendingProvider();
    const reviewer = await admin();
    const res = await approve(provider.user.id, reviewer.token);
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({ id: provider.user.id, status: 'approved', decline_reason: null });
    expect((res.data.data as Json).reviewed_at).toEqual(expect.any(String));

    expect(await profileOf(provider.user.id)).toMatchObject({ status: 'approved', decline_reason: null });
    expect(await decisionsOf(provider.user.id)).toEqual([
      expect.objectContaining({ admin_id: reviewer.user.id, decision: 'approved', reason: null }),
    ]);
    expect(await findAuditEntries(ctx.db, 'provider', provider.user.id)).toEqual([
      expect.objectContaining({
        actor_id: reviewer.user.id,
        action: 'provider.approved',
        before: '{"status":"pending"}',
      }),
    ]);
    const [notification] = await notificationsOf(provider.user.id);
    expect(notification).toMatchObject({ type: 'verification.approved', link: '/provider' });
    const push = await ctx.db
      .selectFrom('jobs')
      .select('payload')
      .where('type', '=', PUSH_NOTIFICATION_JOB)
      .where('payload', 'like', `%${notification?.id ?? 'none'}%`)
      .execute();
    expect(push).toHaveLength(1);
    const [mail] = await mailsTo(ctx, provider.user.email);
    expect(mail).toMatchObject({
      template: 'provider-approved',
      subject: 'Ihr Unternehmen ist auf Hireway verifiziert',
    });
    expect(mail?.text).toContain('http://localhost:3000/provider');

    // Now the provider may post jobs.
    const jobs = await call(ctx.app, { method: 'GET', url: '/api/v1/provider/jobs', token: provider.token });
    expect(jobs.statusCode).toBe(200);

    // Deciding again is a conflict, and changes nothing.
    const again = await approve(provider.user.id, reviewer.token);
    expect(again.statusCode).toBe(409);
    expect(again.data).toEqual({
      code: 'invalid_transition',
      message: 'Only a provider waiting for verification can be approved; this one is already approved.',
    });
    const declineAgain = await decline(provider.user.id, reviewer.token, REASON);
    expect(declineAgain.statusCode).toBe(409);
    expect(await decisionsOf(provider.user.id)).toHaveLength(1);
    expect(await mailsTo(ctx, provider.user.email)).toHaveLength(1);
  });

  it('answers 404 for an unknown id or a user who is not a provider, 400 for a malformed id', async () => {
    const { token } = await admin();
    const seeker = await createSession(ctx.app, ctx.db);
    const notSubmitted = await createSession(ctx.app, ctx.db, { group: 'provider', profile: { status: null } });
    for (const id of ['00000000-0000-4000-8000-000000000000', seeker.user.id, notSubmitted.user.id]) {
      expect((await call(ctx.app, { method: 'POST', url: `${ADMIN}/${id}/approve`, token })).statusCode).toBe(404);
    }
    expect((await call(ctx.app, { method: 'POST', url: `${ADMIN}/nope/approve`, token })).statusCode).toBe(400);
  });
});

describe('POST /admin/providers/{id}/decline', () => {
  it('needs a reason of 10 to 1000 characters', async () => {
    const provider = await pendingProvider();
    const { token } = await admin();
    const url = `${ADMIN}/${provider.user.id}/decline`;
    const short = await call(ctx.app, { method: 'POST', url, token, payload: { reason: 'Bad.' } });
    expect(short.statusCode).toBe(400);
    expect(short.data.errors).toEqual({ reason: ['Reason must be at least 10 characters'] });
    const long = await call(ctx.app, { method: 'POST', url, token, payload: { reason: 'x'.repeat(1001) } });
    expect(long.data.errors).toEqual({ reason: ['Reason must be at most 1000 characters'] });
    const missing = await call(ctx.app, { method: 'POST', url, token, payload: {} });
    expect(missing.data.errors).toEqual({ reason: ['Reason is required'] });
    expect((await profileOf(provider.user.id)).status).toBe('pending');
    expect(await decisionsOf(provider.user.id)).toEqual([]);
  });

  it('declines with a reason, notifies and e-mails; the provider submits again and is pending again', async () => {
    const provider = await pendingProvider();
    const reviewer = await admin();
    const res = await decline(provider.user.id, reviewer.token, `  ${REASON}  `);
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({ status: 'declined', decline_reason: REASON });
    expect(await profileOf(provider.user.id)).toMatchObject({ status: 'declined', decline_reason: REASON });
    expect(await decisionsOf(provider.user.id)).toEqual([
      expect.objectContaining({ admin_id: reviewer.user.id, decision: 'declined', reason: REASON }),
    ]);
    const [notification] = await notificationsOf(provider.user.id);
    expect(notification).toMatchObject({
      type: 'verification.declined',
      link: '/auth/business/declined',
      body: `Reason: ${REASON}`,
    });
    const [mail] = await mailsTo(ctx, provider.user.email);
    expect(mail?.template).toBe('provider-declined');
    expect(mail?.text).toContain(REASON);
    expect(mail?.text).toContain('http://localhost:3000/auth/business/declined');

    // The user sees the reason; jobs stay closed to them.
    const check = await call(ctx.app, { method: 'POST', url: '/api/v1/auth/check', token: provider.token });
    expect((check.data.data as { user: Json }).user).toMatchObject({
      profile: { status: 'declined', decline_reason: REASON },
    });
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/v1/provider/jobs', token: provider.token })).statusCode,
    ).toBe(403);

    // Redo onboarding: pending again, the reason cleared, back in the queue.
    const redo = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/auth/onboarding/provider',
      token: provider.token,
      ...multipart(validCompany, [{ name: 'document_2', filename: 'clear.pdf', type: 'application/pdf', data: PDF }]),
    });
    expect(redo.statusCode).toBe(200);
    expect(await profileOf(provider.user.id)).toMatchObject({ status: 'pending', decline_reason: null });
    const queue = await call(ctx.app, { method: 'GET', url: ADMIN, token: reviewer.token });
    const entry = (queue.data.data as (Json & { documents: Json[] })[]).find((row) => row.id === provider.user.id);
    expect(entry?.documents).toHaveLength(2);
    expect(entry?.reviewed_at).toBeNull();

    const approval = await approve(provider.user.id, reviewer.token);
    expect(approval.statusCode).toBe(200);
    expect((await decisionsOf(provider.user.id)).map((row) => row.decision).sort()).toEqual(['approved', 'declined']);
  });
});

describe('GET /admin/providers/{id}/documents/{documentId}', () => {
  it("downloads a document of the provider under review; another provider's document is 404", async () => {
    const provider = await pendingProvider();
    const other = await pendingProvider();
    const { token } = await admin();
    const queue = await call(ctx.app, { method: 'GET', url: `${ADMIN}?per_page=500`, token });
    const rows = queue.data.data as (Json & { documents: Json[] })[];
    const mine = rows.find((row) => row.id === provider.user.id)?.documents[0];
    const theirs = rows.find((row) => row.id === other.user.id)?.documents[0];
    const res = await call(ctx.app, { method: 'GET', url: String(mine?.download_url), token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const crossed = await call(ctx.app, {
      method: 'GET',
      url: `${ADMIN}/${provider.user.id}/documents/${String(theirs?.id)}`,
      token,
    });
    expect(crossed.statusCode).toBe(404);
    const bad = await call(ctx.app, { method: 'GET', url: `${ADMIN}/${provider.user.id}/documents/x`, token });
    expect(bad.statusCode).toBe(400);
    // The provider's own token cannot use the admin address.
    expect(
      (await call(ctx.app, { method: 'GET', url: String(mine?.download_url), token: provider.token })).statusCode,
    ).toBe(403);
  });
});

describe('GET /admin/verification-decisions', () => {
  it('lists every decision from the audit log, newest first, with the admin, the company and the reason', async () => {
    const approved = await pendingProvider();
    const declined = await pendingProvider();
    const reviewer = await admin();
    await call(ctx.app, { method: 'POST', url: `${ADMIN}/${approved.user.id}/approve`, token: reviewer.token });
    await decline(declined.user.id, reviewer.token, REASON);
    const res = await request(ctx, 'GET', '/admin/verification-decisions?per_page=500', reviewer.token);
    expect(res.statusCode).toBe(200);
    const rows = res.data.data as Json[];
    const mine = rows.filter((row) => row.provider_id === approved.user.id || row.provider_id === declined.user.id);
    expect(mine).toEqual([
      expect.objectContaining({
        provider_id: declined.user.id,
        company_name: `Firma ${declined.user.id.slice(0, 6)}`,
        decision: 'declined',
        reason: REASON,
        admin: {
          id: reviewer.user.id,
          email: reviewer.user.email,
          name: `${reviewer.user.first_name} ${reviewer.user.last_name}`,
        },
      }),
      expect.objectContaining({ provider_id: approved.user.id, decision: 'approved', reason: null }),
    ]);
    const dates = rows.map((row) => String(row.created_at));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(res.data.meta).toMatchObject({ page: 1, per_page: 500, total: rows.length });
  });
});
