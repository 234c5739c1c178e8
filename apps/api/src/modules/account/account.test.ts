import { describe, expect, it } from 'vitest';

import { startFakeTwilio } from '../../core/sms/fake-twilio';
import { createSession, createUser, loginAs, TEST_PASSWORD } from '../../test/factories';
import { codeFromSms, linkFromMail, mailsTo } from '../../test/outbox';
import { call, createTestApp, type Json, useTestApp } from '../../test/test-app';
import { updateSettings } from '../settings';

const ctx = useTestApp();

const NEW_PASSWORD = 'Brand-New-Secret-77';
const post = (url: string, options: { token?: string; payload?: Json; headers?: Record<string, string> } = {}) =>
  call(ctx.app, { method: 'POST', url: `/api/v1${url}`, ...options });

describe('e-mail confirmation', () => {
  it('e-mails a single-use link on registration that confirms the address', async () => {
    const email = `confirm-${Date.now()}@example.test`;
    const res = await post('/auth/register', {
      payload: {
        user_group: 'seeker',
        first_name: 'Cleo',
        last_name: 'Stone',
        email,
        password: 'Quiet-River-2040',
        password_confirmation: 'Quiet-River-2040',
        accept_terms: true,
      },
    });
    expect(res.statusCode).toBe(202);
    const { token, url, mail } = await linkFromMail(ctx, email, '/auth/login', 'confirm');
    expect(url.startsWith('http://localhost:3000/auth/login?confirm=')).toBe(true);
    expect(mail.template).toBe('confirm-email');
    // The stored token is a hash, never the token itself.
    const stored = await ctx.db.selectFrom('tokens').select('token_hash').where('purpose', '=', 'confirm').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const check = await post('/auth/check', { token });
    expect(check.data.data).toMatchObject({ user: null, token: { purpose: 'confirm', mfa_required: false } });
    expect((await post('/auth/confirm-email', { token })).statusCode).toBe(200);
    expect((await post('/auth/confirm-email', { token })).statusCode).toBe(401);
    const login = await post('/auth/login', { payload: { email, password: 'Quiet-River-2040' } });
    const session = String((login.data.data as Json).access_token);
    expect((await post('/auth/check', { token: session })).data.data).toMatchObject({
      user: { meta: { email_verified: true } },
    });
  });

  it('answers a resend the same way for unknown and confirmed addresses, and sends only where needed', async () => {
    const { user } = await createUser(ctx.db, { user: { email_verified_at: null } });
    const known = await post('/auth/account/confirmation/resend', { payload: { email: user.email } });
    const unknown = await post('/auth/account/confirmation/resend', { payload: { email: 'ghost@example.test' } });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(await mailsTo(ctx, user.email)).toHaveLength(1);
    expect(await mailsTo(ctx, 'ghost@example.test')).toHaveLength(0);
  });
});

describe('password reset', () => {
  it('answers the same for any address and e-mails a link built from PUBLIC_URL only', async () => {
    const { user } = await createUser(ctx.db);
    const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const known = await post('/auth/request-password-reset', { payload: { email: user.email }, headers });
    const unknown = await post('/auth/request-password-reset', { payload: { email: 'nobody@example.test' }, headers });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    const { url, mail } = await linkFromMail(ctx, user.email, '/auth/reset-password');
    expect(url.startsWith('http://localhost:3000/auth/reset-password?token=')).toBe(true);
    expect(`${mail.text}${mail.html}`).not.toContain('evil.example');
  });

  it('sets a new password once, ends every session, and voids older links', async () => {
    const { user, token: session } = await createSession(ctx.app, ctx.db);
    await post('/auth/request-password-reset', { payload: { email: user.email } });
    const first = await linkFromMail(ctx, user.email, '/auth/reset-password');
    await post('/auth/request-password-reset', { payload: { email: user.email } });
    const second = await linkFromMail(ctx, user.email, '/auth/reset-password');
    expect(second.token).not.toBe(first.token);
    const body = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect((await post('/auth/reset-password', { token: first.token, payload: body })).statusCode).toBe(401);

    const weak = await post('/auth/reset-password', {
      token: second.token,
      payload: { password: 'short', password_confirmation: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    expect((await post('/auth/check', { token: session })).statusCode).toBe(200);

    expect((await post('/auth/reset-password', { token: second.token, payload: body })).statusCode).toBe(200);
    expect((await post('/auth/reset-password', { token: second.token, payload: body })).statusCode).toBe(401);
    expect((await post('/auth/check', { token: session })).statusCode).toBe(401);
    expect((await post('/auth/login', { payload: { email: user.email, password: TEST_PASSWORD } })).statusCode).toBe(
      401,
    );
    await loginAs(ctx.app, user.email, NEW_PASSWORD);
    expect((await mailsTo(ctx, user.email)).map((mail) => mail.template)).toContain('password-changed');
  });

  it('limits reset e-mails per address with Retry-After', async () => {
    const { user } = await createUser(ctx.db);
    for (let i = 0; i < 5; i += 1)
      expect((await post('/auth/request-password-reset', { payload: { email: user.email } })).statusCode).toBe(200);
    const limited = await post('/auth/request-password-reset', { payload: { email: user.email } });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await mailsTo(ctx, user.email)).length).toBe(5);
  });
});

describe('password change', () => {
  it('needs a login and the current password', async () => {
    const body = { current_password: TEST_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect((await post('/auth/password/change', { payload: body })).statusCode).toBe(401);
    const { token } = await createSession(ctx.app, ctx.db);
    const wrong = await post('/auth/password/change', {
      token,
      payload: { ...body, current_password: 'Not-The-Password-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.data.errors).toHaveProperty('current_password');
  });

  it('changes it, keeps this session, ends the others and sends a notice', async () => {
    const { user, token } = await createSession(ctx.app, ctx.db);
    const other = await loginAs(ctx.app, user.email);
    const res = await post('/auth/password/change', {
      token,
      payload: { current_password: TEST_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect((await post('/auth/check', { token })).statusCode).toBe(200);
    expect((await post('/auth/check', { token: other })).statusCode).toBe(401);
    // The second session came from another device (no device cookie), which was announced too (ADR 0029).
    expect((await mailsTo(ctx, user.email)).map((mail) => mail.template).sort()).toEqual([
      'new-device-sign-in',
      'password-changed',
    ]);
  });
});

describe('phone verification', () => {
  it('texts a code bound to a phone token that verifies the number once', async () => {
    const phone = '+4917000000001';
    const { user, token } = await createSession(ctx.app, ctx.db, { user: { phone, phone_verified_at: null } });
    const res = await post('/auth/request-phone-verification', { token });
    expect(res.statusCode).toBe(200);
    const data = res.data.data as {
      phone_verification_token: string;
      masked_phone: string;
      sms_verification_code_timestamp: string;
    };
    expect(data.masked_phone).toMatch(/^\+?491\*+001$/);
    const code = await codeFromSms(ctx, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await post('/auth/confirm-phone', { token: data.phone_verification_token, payload: { code: wrong } }))
        .statusCode,
    ).toBe(400);
    // The web token is not a phone token.
    expect((await post('/auth/confirm-phone', { token, payload: { code } })).statusCode).toBe(401);
    expect(
      (await post('/auth/confirm-phone', { token: data.phone_verification_token, payload: { code } })).statusCode,
    ).toBe(200);
    expect(
      (await post('/auth/confirm-phone', { token: data.phone_verification_token, payload: { code } })).statusCode,
    ).toBe(401);
    const check = await post('/auth/check', { token });
    expect(check.data.data).toMatchObject({ user: { id: user.id, meta: { phone_verified: true } } });
  });

  it('voids a code after 5 wrong tries', async () => {
    const phone = '+4917000000002';
    const { token } = await createSession(ctx.app, ctx.db, { user: { phone, phone_verified_at: null } });
    const data = (await post('/auth/request-phone-verification', { token })).data.data as {
      phone_verification_token: string;
    };
    const code = await codeFromSms(ctx, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await post('/auth/confirm-phone', { token: data.phone_verification_token, payload: { code: wrong } }))
          .statusCode,
      ).toBe(400);
    }
    const late = await post('/auth/confirm-phone', { token: data.phone_verification_token, payload: { code } });
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    expect(late.statusCode).toBeLessThan(500);
  });

  it("texts the code in the recipient's stored language", async () => {
    const phone = '+4917000000003';
    const { token } = await createSession(ctx.app, ctx.db, {
      user: { phone, phone_verified_at: null, language: 'de' },
    });
    expect((await post('/auth/request-phone-verification', { token })).statusCode).toBe(200);
    const code = await codeFromSms(ctx, phone);
    const [sms] = await ctx.db.selectFrom('sms_outbox').select('body').where('to_number', '=', phone).execute();
    expect(sms?.body).toBe(`Ihr Hireway-Bestätigungscode lautet ${code}. Er läuft in 10 Minuten ab.`);
  });

  it('texts the code in the stored language even when the request comes in another one', async () => {
    const phone = '+4917000000004';
    const { token } = await createSession(ctx.app, ctx.db, {
      user: { phone, phone_verified_at: null, language: 'pt' },
    });
    const headers = { 'accept-language': 'fr-FR,fr;q=0.9', cookie: 'hireway_lang=fr' };
    expect((await post('/auth/request-phone-verification', { token, headers })).statusCode).toBe(200);
    const code = await codeFromSms(ctx, phone);
    const [sms] = await ctx.db.selectFrom('sms_outbox').select('body').where('to_number', '=', phone).execute();
    expect(sms?.body).toBe(`O seu código de verificação Hireway é ${code}. Expira dentro de 10 minutos.`);
  });

  it('refuses an account without a phone number, or one already verified', async () => {
    const noPhone = await createSession(ctx.app, ctx.db, { user: { phone: null, phone_verified_at: null } });
    expect((await post('/auth/request-phone-verification', { token: noPhone.token })).statusCode).toBe(422);
    const verified = await createSession(ctx.app, ctx.db);
    expect((await post('/auth/request-phone-verification', { token: verified.token })).statusCode).toBe(409);
  });
});

describe('maintenance mode', () => {
  it('answers 503 to everyone but admins, except what the maintenance page and login need', async () => {
    const seeker = await createSession(ctx.app, ctx.db);
    const admin = await createSession(ctx.app, ctx.db, { group: 'admin' });
    await updateSettings(ctx.db, { general_settings: { enable_maintenance_mode: true } });
    try {
      const blocked = await post('/auth/logs', { token: seeker.token, payload: { route: '/job-seeker/home' } });
      expect(blocked.statusCode).toBe(503);
      expect(blocked.data.code).toBe('maintenance');
      expect((await call(ctx.app, { method: 'GET', url: '/api/v1/countries' })).statusCode).toBe(503);
      expect((await post('/auth/check', { token: seeker.token })).data.data).toMatchObject({
        settings: { general_settings: { enable_maintenance_mode: true } },
      });
      expect((await call(ctx.app, { method: 'GET', url: '/api/v1/auth/registration/settings' })).statusCode).toBe(200);
      expect((await post('/auth/logs', { token: admin.token, payload: { route: '/admin' } })).statusCode).toBe(201);
      expect((await call(ctx.app, { method: 'GET', url: '/api/v1/countries', token: admin.token })).statusCode).toBe(
        200,
      );
      const adminLogin = await post('/auth/login', { payload: { email: admin.user.email, password: TEST_PASSWORD } });
      expect(adminLogin.statusCode).toBe(200);
      expect((await call(ctx.app, { method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await updateSettings(ctx.db, { general_settings: { enable_maintenance_mode: false } });
    }
    expect((await post('/auth/logs', { token: seeker.token, payload: { route: '/job-seeker/home' } })).statusCode).toBe(
      201,
    );
  });
});

describe('phone verification through Twilio', () => {
  it('texts the code through the provider, and answers 503 (not 500) when the provider is down', async () => {
    const fake = await startFakeTwilio();
    const twilio = await createTestApp({
      TWILIO_ACCOUNT_SID: fake.accountSid,
      TWILIO_AUTH_TOKEN: fake.authToken,
      TWILIO_FROM: '+15005550006',
      TWILIO_BASE_URL: fake.baseUrl,
    });
    try {
      const phone = '+4917000000009';
      const { token } = await createSession(twilio.app, twilio.db, { user: { phone, phone_verified_at: null } });
      const ok = await call(twilio.app, { method: 'POST', url: '/api/v1/auth/request-phone-verification', token });
      expect(ok.statusCode).toBe(200);
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]?.form).toMatchObject({ To: phone, From: '+15005550006' });
      expect(fake.requests[0]?.form.Body).toMatch(/\b\d{6}\b/);

      fake.mode = 'unavailable';
      const down = await call(twilio.app, { method: 'POST', url: '/api/v1/auth/request-phone-verification', token });
      expect(down.statusCode).toBe(503);
      expect(down.data.code).toBe('service_unavailable');
    } finally {
      await twilio.close();
      await fake.close();
    }
  });
});
