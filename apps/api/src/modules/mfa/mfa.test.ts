import { describe, expect, it } from 'vitest';

import { createSession, TEST_PASSWORD } from '../../test/factories';
import { codeFromMail, linkFromMail, mailsTo } from '../../test/outbox';
import { call, type Json, useTestApp } from '../../test/test-app';
import { totpCodeAt } from './totp';

const ctx = useTestApp();

const STEP = 30_000;
const post = (url: string, options: { token?: string; payload?: Json } = {}) =>
  call(ctx.app, { method: 'POST', url: `/api/v1${url}`, ...options });

/** A user with MFA on; returns the secret and recovery codes. Each call to `code(n)` gives the code n steps ahead. */
async function withMfa() {
  const session = await createSession(ctx.app, ctx.db);
  const enrolled = await post('/mfa/enroll', { token: session.token, payload: { password: TEST_PASSWORD } });
  expect(enrolled.statusCode).toBe(200);
  const { secret, otpauth_url, qr_code } = enrolled.data.data as {
    secret: string;
    otpauth_url: string;
    qr_code: string;
  };
  expect(otpauth_url).toContain(`secret=${secret}`);
  expect(qr_code.startsWith('data:image/png;base64,')).toBe(true);
  const activated = await post('/mfa/activate', { token: session.token, payload: { code: totpCodeAt(secret) } });
  expect(activated.statusCode).toBe(200);
  const { recovery_codes } = activated.data.data as { recovery_codes: string[] };
  // Send the "two-factor authentication is on" notice now, so the newest e-mail is whatever a test does next.
  await ctx.app.jobs.runDue();
  return {
    ...session,
    secret,
    recoveryCodes: recovery_codes,
    code: (steps: number) => totpCodeAt(secret, Date.now() + steps * STEP),
  };
}

async function passwordStep(email: string) {
  const res = await post('/auth/login', { payload: { email, password: TEST_PASSWORD } });
  expect(res.statusCode).toBe(200);
  const data = res.data.data as Json & { mfa_token: string };
  expect(data).toMatchObject({ mfa_required: true, methods: ['totp', 'email', 'recovery_code'] });
  expect(data).not.toHaveProperty('access_token');
  return data.mfa_token;
}

describe('enrolment', () => {
  it('needs the password, keeps the secret encrypted and never returns it again', async () => {
    const { token, user } = await createSession(ctx.app, ctx.db);
    const wrong = await post('/mfa/enroll', { token, payload: { password: 'Wrong-Password-9!' } });
    expect(wrong.statusCode).toBe(400);
    const res = await post('/mfa/enroll', { token, payload: { password: TEST_PASSWORD } });
    const { secret } = res.data.data as { secret: string };
    const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.mfa_pending_secret).toMatch(/^v1\./);
    expect(row.mfa_pending_secret).not.toContain(secret);
    expect(
      (await post('/mfa/activate', { token, payload: { code: '000000' === totpCodeAt(secret) ? '111111' : '000000' } }))
        .statusCode,
    ).toBe(400);
    const check = await post('/auth/check', { token });
    expect(JSON.stringify(check.data)).not.toContain(secret);
  });

  it('turns MFA on with the first code, issues 10 hashed recovery codes and ends other sessions', async () => {
    const mfa = await withMfa();
    expect(mfa.recoveryCodes).toHaveLength(10);
    expect(new Set(mfa.recoveryCodes).size).toBe(10);
    const stored = await ctx.db
      .selectFrom('recovery_codes')
      .select('code_hash')
      .where('user_id', '=', mfa.user.id)
      .execute();
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(row.code_hash.startsWith('$argon2id$')).toBe(true);
    expect((await post('/auth/check', { token: mfa.token })).data.data).toMatchObject({
      user: { meta: { mfa_enabled: true } },
    });
    expect((await mailsTo(ctx, mfa.user.email)).map((mail) => mail.template)).toEqual(['mfa-enabled']);
  });

  it('tells the owner in their language', async () => {
    const session = await createSession(ctx.app, ctx.db);
    await ctx.db.updateTable('users').set({ language: 'pt' }).where('id', '=', session.user.id).execute();
    const enrolled = await post('/mfa/enroll', { token: session.token, payload: { password: TEST_PASSWORD } });
    const { secret } = enrolled.data.data as { secret: string };
    expect(
      (await post('/mfa/activate', { token: session.token, payload: { code: totpCodeAt(secret) } })).statusCode,
    ).toBe(200);
    const [mail] = await mailsTo(ctx, session.user.email);
    expect(mail).toMatchObject({
      template: 'mfa-enabled',
      subject: 'A autenticação de dois fatores está ativa na sua conta Hireway',
    });
  });
});

describe('login with MFA', () => {
  it('asks for a second step, whose token opens nothing else, then logs in with the app code once', async () => {
    const mfa = await withMfa();
    const mfaToken = await passwordStep(mfa.user.email);
    expect((await post('/auth/check', { token: mfaToken })).statusCode).toBe(401);
    expect((await post('/auth/logs', { token: mfaToken, payload: { route: '/x' } })).statusCode).toBe(401);
    const code = mfa.code(1);
    const res = await post('/mfa/authenticate', { token: mfaToken, payload: { code } });
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({ user: { id: mfa.user.id }, access_token: expect.any(String) });
    // The MFA token is single use, and the same code never works twice.
    expect((await post('/mfa/authenticate', { token: mfaToken, payload: { code } })).statusCode).toBe(401);
    const again = await passwordStep(mfa.user.email);
    expect((await post('/mfa/authenticate', { token: again, payload: { code } })).statusCode).toBe(400);
  });

  it('accepts a code e-mailed as the alternative factor', async () => {
    const mfa = await withMfa();
    const mfaToken = await passwordStep(mfa.user.email);
    expect((await post('/mfa/otp/resend', { token: mfaToken })).statusCode).toBe(200);
    const code = await codeFromMail(ctx, mfa.user.email);
    expect((await post('/mfa/authenticate', { token: mfaToken, payload: { code } })).statusCode).toBe(200);
  });

  it('refuses even the right code after 10 wrong ones in an hour, and tells the owner once', async () => {
    const mfa = await withMfa();
    const mfaToken = await passwordStep(mfa.user.email);
    const right = mfa.code(1);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < 10; i += 1)
      expect((await post('/mfa/authenticate', { token: mfaToken, payload: { code: wrong } })).statusCode).toBe(400);
    const refused = await post('/mfa/authenticate', { token: mfaToken, payload: { code: right } });
    expect(refused.statusCode).toBe(429);
    expect((await post('/mfa/authenticate', { token: mfaToken, payload: { code: wrong } })).statusCode).toBe(429);
    const mails = await mailsTo(ctx, mfa.user.email);
    expect(mails.filter((mail) => mail.template === 'mfa-failed-attempts')).toHaveLength(1);
  });

  it('logs in with a recovery code once and says how many remain', async () => {
    const mfa = await withMfa();
    const [first] = mfa.recoveryCodes;
    const mfaToken = await passwordStep(mfa.user.email);
    const res = await post('/mfa/account/recovery', {
      token: mfaToken,
      payload: { recovery_code: first?.toUpperCase() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toHaveProperty('access_token');
    // (This sign-in from a new device is announced too; ADR 0029.)
    const used = (await mailsTo(ctx, mfa.user.email)).filter((mail) => mail.template === 'recovery-code-used');
    expect(used).toHaveLength(1);
    expect(used[0]?.text).toContain('9');
    const second = await passwordStep(mfa.user.email);
    expect((await post('/mfa/account/recovery', { token: second, payload: { recovery_code: first } })).statusCode).toBe(
      400,
    );
  });

  it('replaces recovery codes on request (password required)', async () => {
    const mfa = await withMfa();
    const res = await post('/mfa/account/recovery', { token: mfa.token, payload: { password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const fresh = (res.data.data as { recovery_codes: string[] }).recovery_codes;
    expect(fresh).toHaveLength(10);
    const mfaToken = await passwordStep(mfa.user.email);
    expect(
      (await post('/mfa/account/recovery', { token: mfaToken, payload: { recovery_code: mfa.recoveryCodes[0] } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/mfa/account/recovery', { token: mfaToken, payload: { recovery_code: fresh[0] } })).statusCode,
    ).toBe(200);
  });
});

describe('turning MFA off', () => {
  it('needs the password and then the e-mailed code', async () => {
    const mfa = await withMfa();
    expect(
      (await post('/mfa/deactivate-request', { token: mfa.token, payload: { password: 'Wrong-Password-9!' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/mfa/deactivate-request', { token: mfa.token, payload: { password: TEST_PASSWORD } })).statusCode,
    ).toBe(200);
    const code = await codeFromMail(ctx, mfa.user.email);
    expect((await post('/mfa/deactivate', { token: mfa.token, payload: { code } })).statusCode).toBe(200);
    const login = await post('/auth/login', { payload: { email: mfa.user.email, password: TEST_PASSWORD } });
    expect(login.data.data).toHaveProperty('access_token');
    expect(await ctx.db.selectFrom('recovery_codes').selectAll().where('user_id', '=', mfa.user.id).execute()).toEqual(
      [],
    );
    // (The sign-in above, with no device cookie, was also announced as a new device; ADR 0029.)
    const [notice] = (await mailsTo(ctx, mfa.user.email)).filter((mail) => mail.template === 'mfa-disabled');
    expect(notice).toMatchObject({
      template: 'mfa-disabled',
      subject: 'Two-factor authentication is off for your Hireway account',
    });
    expect(notice?.text).toContain('your recovery codes no longer work');
  });
});

describe('password reset of an MFA account', () => {
  it('needs the app code first, and the next login still asks for it', async () => {
    const mfa = await withMfa();
    await post('/auth/request-password-reset', { payload: { email: mfa.user.email } });
    const { token: resetToken } = await linkFromMail(ctx, mfa.user.email, '/auth/reset-password');
    expect((await post('/auth/check', { token: resetToken })).data.data).toMatchObject({
      token: { purpose: 'reset', mfa_required: true },
    });
    const body = { password: 'Another-Fine-Secret-5', password_confirmation: 'Another-Fine-Secret-5' };
    expect((await post('/auth/reset-password', { token: resetToken, payload: body })).statusCode).toBe(403);

    const verified = await post('/mfa/verify-password-reset-request', {
      token: resetToken,
      payload: { code: mfa.code(1) },
    });
    expect(verified.statusCode).toBe(200);
    const { reset_token } = verified.data.data as { reset_token: string };
    expect((await post('/auth/check', { token: reset_token })).data.data).toMatchObject({
      token: { mfa_required: false },
    });
    expect((await post('/auth/reset-password', { token: reset_token, payload: body })).statusCode).toBe(200);

    const login = await post('/auth/login', { payload: { email: mfa.user.email, password: body.password } });
    expect(login.data.data).toMatchObject({ mfa_required: true });
  });
});
