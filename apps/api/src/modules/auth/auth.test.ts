import { randomUUID } from 'node:crypto';

import { REGISTER_ACCEPTED_MESSAGE, UNSAFE_TEXT_MESSAGE } from '@hireway/shared';
import { describe, expect, it } from 'vitest';

import { updateSettings } from '../settings';
import { createAccount } from '../users';
import { createSession, createUser, TEST_PASSWORD } from '../../test/factories';
import { mailsTo } from '../../test/outbox';
import { call, createTestApp, type Json, request, type TestContext, useTestApp } from '../../test/test-app';

const ctx = useTestApp();

const registration = (overrides: Json = {}): Json => ({
  user_group: 'seeker',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: `ada-${Math.floor(Math.random() * 1e9)}@example.test`,
  password: 'Analytical-Engine-1843',
  password_confirmation: 'Analytical-Engine-1843',
  language: 'en',
  accept_terms: true,
  ...overrides,
});

const register = (payload: Json) => call(ctx.app, { method: 'POST', url: '/api/v1/auth/register', payload });
const loginWith = (email: string, password: string) =>
  call(ctx.app, { method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

/** A login attempt from a given client address (the rate limits count per address and per account). */
const loginFrom = (app: TestContext, remoteAddress: string, email: string, password: string) =>
  call(app.app, { method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress });

const countUsers = async () =>
  (await ctx.db.selectFrom('users').select(ctx.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

describe('GET /auth/registration/settings', () => {
  it('answers anonymously with the sign-up switch and the password policy defaults', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/v1/auth/registration/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({
      data: {
        sign_ups_disabled: false,
        password_complexity_settings: {
          enable_password_complexity_check: true,
          minimum_length: 8,
          include_upper_and_lower_cased_characters: true,
          include_special_character: true,
          include_number: true,
        },
      },
    });
  });
});

describe('POST /auth/register', () => {
  it('creates a seeker (user_type client), answers 202 without a session, and the same credentials log in', async () => {
    const body = registration();
    const res = await register(body);
    expect(res.statusCode).toBe(202);
    expect(res.data).toEqual({ data: { message: REGISTER_ACCEPTED_MESSAGE } });
    const login = await loginWith(String(body.email), String(body.password));
    expect(login.statusCode).toBe(200);
    const session = login.data.data as Json & { user: Json & { profile: Json; meta: Json }; access_token: string };
    expect(session.user).toMatchObject({
      email: body.email,
      user_type: 'client',
      user_group: 'seeker',
      first_name: 'Ada',
      has_completed_onboarding: false,
      days_before_password_expire: null,
      meta: { phone_verified: false, email_verified: false, mfa_enabled: false },
      profile: { has_completed_onboarding: false, payment_status: 'unpaid', status: null },
    });
    expect(session.user).not.toHaveProperty('password_hash');
    expect(session.abilities).toEqual(expect.arrayContaining([{ action: 'read', subject: 'SeekerRoute' }]));
    expect(session.settings).toHaveProperty('security_settings.idle_timeout', 5);
    const check = await call(ctx.app, { method: 'POST', url: '/api/v1/auth/check', token: session.access_token });
    expect(check.statusCode).toBe(200);
    expect(check.data.data).toMatchObject({ authorized: true, client_group: 'seeker' });
    expect((await mailsTo(ctx, String(body.email))).map((mail) => mail.template)).toEqual(['confirm-email']);
  });

  it('creates a provider from a multipart form', async () => {
    const body = registration({ user_group: 'provider' });
    const boundary = '----hireway';
    const payload =
      Object.entries(body)
        .map(
          ([key, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${String(value)}\r\n`,
        )
        .join('') + `--${boundary}--\r\n`;
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/auth/register',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(202);
    const user = await ctx.db
      .selectFrom('users')
      .select(['user_type', 'user_group'])
      .where('email', '=', String(body.email))
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ user_type: 'provider', user_group: 'provider' });
  });

  it('answers 400 with a readable message per field and creates nothing', async () => {
    const before = await countUsers();
    const res = await register(
      registration({
        email: 'not-an-email',
        first_name: '',
        password_confirmation: 'different',
        accept_terms: false,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.data).toMatchObject({ code: 'validation_failed', message: expect.any(String) });
    const errors = res.data.errors as Record<string, string[]>;
    expect(errors.email).toEqual(['Enter a valid e-mail address']);
    expect(errors.first_name).toEqual(['First name is required']);
    expect(errors.password_confirmation).toEqual(['Passwords do not match']);
    expect(errors.accept_terms).toEqual(['You must accept the terms to register']);
    expect(await countUsers()).toBe(before);
  });

  it.each([
    ['a right-to-left override', 'Ada\u202eecalevol'],
    ['a left-to-right isolate', '\u2066Ada'],
    ['a NUL', 'Ada\u0000'],
    ['a terminal escape (C0)', '\u001b[2JAda'],
    ['a C1 control', 'Ada\u009b'],
    ['a line break', 'Ada\nLovelace'],
  ])(
    'refuses a name with %s: 400 in the one error shape, a readable message on the field, nothing stored',
    async (_label, name) => {
      const before = await countUsers();
      const body = registration({ first_name: name });
      const res = await register(body);
      expect(res.statusCode).toBe(400);
      expect(res.data).toEqual({
        message: expect.any(String),
        code: 'validation_failed',
        errors: { first_name: [UNSAFE_TEXT_MESSAGE] },
      });
      expect(await countUsers()).toBe(before);
      expect(await mailsTo(ctx, String(body.email))).toEqual([]);
    },
  );

  it('stores a name without its zero-width characters and keeps the joiners real names need', async () => {
    const body = registration({ first_name: '\u200bAd\u2060a\ufeff', last_name: 'می\u200cخواهم' });
    expect((await register(body)).statusCode).toBe(202);
    const user = await ctx.db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('email', '=', String(body.email))
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ first_name: 'Ada', last_name: 'می\u200cخواهم' });
  });

  it.each([
    ['too short', 'Ab1!xyz'],
    ['no digit or special character', 'onlyletters'],
    ['a common password', 'Password123!'],
  ])('rejects a password that breaks the policy (%s)', async (_label, password) => {
    const res = await register(registration({ password, password_confirmation: password }));
    expect(res.statusCode).toBe(400);
    expect((res.data.errors as Record<string, string[]>).password?.length).toBeGreaterThan(0);
  });

  it('accepts a 128-character password and never truncates it', async () => {
    const password = `Aa1!${'x'.repeat(124)}`;
    const body = registration({ password, password_confirmation: password });
    expect((await register(body)).statusCode).toBe(202);
    const login = (pw: string) => loginWith(String(body.email), pw);
    expect((await login(password)).statusCode).toBe(200);
    expect((await login(password.slice(0, 72))).statusCode).toBe(401);
  });

  it('refuses unknown fields such as user_type (mass assignment)', async () => {
    const res = await register(registration({ user_type: 'admin' }));
    expect(res.statusCode).toBe(400);
  });

  it('refuses admin as a registration group', async () => {
    const res = await register(registration({ user_group: 'admin' }));
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toHaveProperty('user_group');
  });

  it('answers an address that has an account exactly as a new one, changes nothing, and e-mails its owner', async () => {
    const { user } = await createUser(ctx.db);
    await ctx.db.updateTable('users').set({ language: 'de' }).where('id', '=', user.id).execute();
    const before = await ctx.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    const usersBefore = await countUsers();
    const fresh = await register(registration());
    // Any case, any name, any password: the owner's account stays as it was.
    const taken = await register(registration({ email: user.email.toUpperCase(), first_name: 'Mallory' }));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.data).toEqual(fresh.data);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(await countUsers()).toBe(usersBefore + 1);
    expect(await ctx.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow()).toEqual(
      before,
    );
    const [mail, ...others] = await mailsTo(ctx, user.email);
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({ template: 'account-exists', subject: 'Sie haben bereits ein Hireway-Konto' });
    expect(mail?.text).toContain('http://localhost:3000/auth/forgot-password');
    // The owner's password still works; the caller's does not.
    const login = (password: string) => loginWith(user.email, password);
    expect((await login(TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(String(registration().password))).statusCode).toBe(401);
  });

  it('e-mails the owner of an existing address a few times at most, and still answers 202', async () => {
    const { user } = await createUser(ctx.db);
    for (let i = 0; i < 7; i += 1) {
      const res = await register(registration({ email: user.email }));
      expect(res.statusCode).toBe(202);
    }
    expect(await mailsTo(ctx, user.email)).toHaveLength(5);
  });

  it('refuses registration while sign-ups are disabled', async () => {
    await updateSettings(ctx.db, { registration_settings: { sign_ups_disabled: true } });
    try {
      const before = await countUsers();
      const res = await register(registration());
      expect(res.statusCode).toBe(422);
      expect(res.data.code).toBe('sign_ups_disabled');
      expect(await countUsers()).toBe(before);
      const settings = await call(ctx.app, { method: 'GET', url: '/api/v1/auth/registration/settings' });
      expect(settings.data.data).toMatchObject({ sign_ups_disabled: true });
    } finally {
      await updateSettings(ctx.db, { registration_settings: { sign_ups_disabled: false } });
    }
  });
});

describe('POST /auth/login', () => {
  it('answers with user, settings, abilities and a bearer token', async () => {
    const { user } = await createUser(ctx.db, { group: 'provider' });
    const res = await loginWith(user.email.toUpperCase(), TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const data = res.data.data as Json;
    expect(Object.keys(data).sort()).toEqual([
      'abilities',
      'access_token',
      'expires_at',
      'settings',
      'token_type',
      'user',
    ]);
    expect(data.user).toMatchObject({ id: user.id, user_type: 'provider', profile: { status: 'approved' } });
    expect(data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('issues a new token on every login and stores only its hash', async () => {
    const { user } = await createUser(ctx.db);
    const first = await loginWith(user.email, TEST_PASSWORD);
    const second = await loginWith(user.email, TEST_PASSWORD);
    const tokens = [(first.data.data as Json).access_token, (second.data.data as Json).access_token];
    expect(tokens[0]).not.toBe(tokens[1]);
    const rows = await ctx.db.selectFrom('tokens').select('token_hash').where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(tokens).not.toContain(row.token_hash);
  });

  it('answers the same 401 for a wrong password and for an unknown e-mail', async () => {
    const { user } = await createUser(ctx.db);
    const wrong = await loginWith(user.email, 'Wrong-Password-1!');
    const unknown = await loginWith('nobody@example.test', 'Wrong-Password-1!');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.data).toEqual({ message: 'The e-mail or password is incorrect', code: 'invalid_credentials' });
  });

  it('takes as long for an unknown e-mail as for a wrong password, and to register a taken address as a new one', async () => {
    // Timing must not tell who has an account (ASVS 6.3.8): an unknown address costs a dummy argon2 verification,
    // and register hashes the password before it looks the address up. Medians of alternating calls, with wide
    // bounds for a busy machine: skipping the argon2 work makes the fast side about 20 times faster, not 2.
    const { user } = await createUser(ctx.db);
    const timed = async (payload: Json, url: string) => {
      const started = performance.now();
      const res = await call(ctx.app, { method: 'POST', url, payload });
      return { ms: performance.now() - started, status: res.statusCode };
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const wrong: number[] = [];
    const unknown: number[] = [];
    const taken: number[] = [];
    const fresh: number[] = [];
    // Seven wrong passwords stay under the ten failures an account and address may have.
    for (let i = 0; i < 7; i += 1) {
      const a = await timed({ email: user.email, password: 'Wrong-Password-1!' }, '/api/v1/auth/login');
      const b = await timed({ email: `nobody-${i}@example.test`, password: 'Wrong-Password-1!' }, '/api/v1/auth/login');
      expect([a.status, b.status]).toEqual([401, 401]);
      wrong.push(a.ms);
      unknown.push(b.ms);
      const c = await timed(registration({ email: user.email }), '/api/v1/auth/register');
      const d = await timed(registration(), '/api/v1/auth/register');
      expect([c.status, d.status]).toEqual([202, 202]);
      taken.push(c.ms);
      fresh.push(d.ms);
    }
    const loginRatio = median(unknown) / median(wrong);
    const registerRatio = median(taken) / median(fresh);
    expect(loginRatio, `unknown ${median(unknown)} ms, wrong ${median(wrong)} ms`).toBeGreaterThan(0.4);
    expect(loginRatio).toBeLessThan(2.5);
    expect(registerRatio, `taken ${median(taken)} ms, new ${median(fresh)} ms`).toBeGreaterThan(0.4);
    expect(registerRatio).toBeLessThan(2.5);
  });

  it('answers 400 with field errors for a malformed body', async () => {
    const res = await call(ctx.app, { method: 'POST', url: '/api/v1/auth/login', payload: { email: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toMatchObject({ email: ['Enter a valid e-mail address'], password: [expect.any(String)] });
  });

  it('refuses a suspended account', async () => {
    const { user } = await createUser(ctx.db, { user: { status: 'suspended' } });
    const res = await loginWith(user.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.data.code).toBe('account_suspended');
  });
});

describe('login rate limits', () => {
  it('answers 429 with Retry-After once an IP passes its per-minute limit', async () => {
    const limited = await createTestApp({ RATE_LIMIT_LOGIN_PER_IP_MINUTE: '3' });
    try {
      const attempt = () =>
        call(limited.app, {
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: 'someone@example.test', password: 'Wrong-Password-1!' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
      const res = await attempt();
      expect(res.statusCode).toBe(429);
      expect(res.data.code).toBe('rate_limited');
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    } finally {
      await limited.close();
    }
  });

  it('locks an account after repeated failures, even with the right password, and never for other accounts', async () => {
    const limited = await createTestApp({
      RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '3',
      RATE_LIMIT_LOGIN_PER_IP_MINUTE: '100',
      RATE_LIMIT_LOGIN_PER_IP_HOUR: '100',
    });
    try {
      const victim = await createUser(limited.db);
      const other = await createUser(limited.db);
      const login = (email: string, password: string) =>
        call(limited.app, { method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
      for (let i = 0; i < 3; i += 1) expect((await login(victim.user.email, 'Wrong-Password-1!')).statusCode).toBe(401);
      const locked = await login(victim.user.email, TEST_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(other.user.email, TEST_PASSWORD)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('login limits shaped like Mastodon and GitLab (default numbers)', () => {
  // The production defaults, not the suites' raised ones: per address 100 a minute and 300 an hour; failures
  // 10 per account and address pair per 15 minutes, 50 per account across addresses per hour.
  const defaults = {
    RATE_LIMIT_LOGIN_PER_IP_MINUTE: '100',
    RATE_LIMIT_LOGIN_PER_IP_HOUR: '300',
    RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_IP: '10',
    RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '50',
  };

  it('lets 60 different people log in from one address (an office behind one NAT)', async () => {
    const office = await createTestApp(defaults);
    try {
      // One argon2 hash for all 60 (each login still verifies it): the test is about the limits, not the hashing.
      const first = await createUser(office.db);
      const users = [first.user];
      for (let i = 1; i < 60; i += 1) {
        const id = randomUUID();
        const user = { ...first.user, id, email: `office-${i}-${id.slice(0, 8)}@example.test` };
        await createAccount(office.db, user, { ...first.profile, user_id: id });
        users.push(user);
      }
      const statuses = [];
      for (const user of users) {
        const res = await loginFrom(office, '203.0.113.7', user.email, TEST_PASSWORD);
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual(Array.from({ length: 60 }, () => 200));
    } finally {
      await office.close();
    }
  }, 180_000);

  it('refuses the 11th wrong password on one account from one address, even the right one, not from elsewhere', async () => {
    const limited = await createTestApp(defaults);
    try {
      const { user } = await createUser(limited.db);
      const login = (password: string, remoteAddress: string) =>
        loginFrom(limited, remoteAddress, user.email, password);
      const statuses = [];
      for (let i = 0; i < 10; i += 1) statuses.push((await login('Wrong-Password-1!', '198.51.100.1')).statusCode);
      expect(statuses).toEqual(Array.from({ length: 10 }, () => 401));
      const eleventh = await login('Wrong-Password-1!', '198.51.100.1');
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.data).toMatchObject({
        code: 'rate_limited',
        message: expect.stringMatching(/Try again in \d+ seconds/),
      });
      const retryAfter = Number(eleventh.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect((await login(TEST_PASSWORD, '198.51.100.1')).statusCode).toBe(429);
      // The owner, from another address, is not locked out by a guesser's pair.
      expect((await login(TEST_PASSWORD, '192.0.2.44')).statusCode).toBe(200);
      // An address that does not exist is limited the same way (no enumeration through the limit).
      const ghost = (remoteAddress: string) =>
        loginFrom(limited, remoteAddress, 'nobody-here@example.test', 'Wrong-Password-1!');
      for (let i = 0; i < 10; i += 1) expect((await ghost('198.51.100.2')).statusCode).toBe(401);
      expect((await ghost('198.51.100.2')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  }, 120_000);

  it('stops a guess spread over many addresses at the per-account number', async () => {
    const limited = await createTestApp({ ...defaults, RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '12' });
    try {
      const { user } = await createUser(limited.db);
      const login = (password: string, remoteAddress: string) =>
        loginFrom(limited, remoteAddress, user.email, password);
      // Four addresses, three failures each: no pair reaches 10, the account reaches 12.
      for (let i = 0; i < 12; i += 1)
        expect((await login('Wrong-Password-1!', `198.51.100.${10 + (i % 4)}`)).statusCode).toBe(401);
      const refused = await login(TEST_PASSWORD, '198.51.100.99');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  }, 120_000);
});

describe('POST /auth/logout', () => {
  it('needs a token', async () => {
    const res = await call(ctx.app, { method: 'POST', url: '/api/v1/auth/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.data.code).toBe('unauthenticated');
  });

  it('revokes the token at once and leaves other sessions alive', async () => {
    const { user, token } = await createSession(ctx.app, ctx.db);
    const other = await loginWith(user.email, TEST_PASSWORD);
    const otherToken = String((other.data.data as Json).access_token);
    const res = await call(ctx.app, { method: 'POST', url: '/api/v1/auth/logout', token });
    expect(res.statusCode).toBe(200);
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/auth/check', token })).statusCode).toBe(401);
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/auth/logout', token })).statusCode).toBe(401);
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/auth/check', token: otherToken })).statusCode).toBe(
      200,
    );
  });
});

describe('POST /auth/check', () => {
  it('needs a valid token', async () => {
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/auth/check' })).statusCode).toBe(401);
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/auth/check', token: 'A'.repeat(43) })).statusCode).toBe(
      401,
    );
  });

  it('answers with the current user, read fresh from the database', async () => {
    const { user, token } = await createSession(ctx.app, ctx.db, { group: 'provider' });
    await ctx.db
      .updateTable('profiles')
      .set({ status: 'declined', decline_reason: 'Documents unreadable' })
      .where('user_id', '=', user.id)
      .execute();
    const res = await call(ctx.app, { method: 'POST', url: '/api/v1/auth/check', token });
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({
      authorized: true,
      client_group: 'provider',
      user: { id: user.id, profile: { status: 'declined', decline_reason: 'Documents unreadable' } },
      settings: { general_settings: { enable_maintenance_mode: false } },
    });
  });

  it('refuses a session of a user suspended after login', async () => {
    const { user, token } = await createSession(ctx.app, ctx.db);
    await ctx.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', user.id).execute();
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/auth/check', token })).statusCode).toBe(401);
  });

  it('reports password expiry only when an admin sets a maximum age', async () => {
    const { token } = await createSession(ctx.app, ctx.db);
    const before = await call(ctx.app, { method: 'POST', url: '/api/v1/auth/check', token });
    expect(before.data.data).toMatchObject({ user: { days_before_password_expire: null } });
    await updateSettings(ctx.db, { security_settings: { max_password_age_days: 90 } });
    try {
      const after = await call(ctx.app, { method: 'POST', url: '/api/v1/auth/check', token });
      expect(after.data.data).toMatchObject({ user: { days_before_password_expire: 89 } });
    } finally {
      await updateSettings(ctx.db, { security_settings: { max_password_age_days: null } });
    }
  });
});

describe('POST /auth/logs', () => {
  it('needs a token', async () => {
    expect(
      (await call(ctx.app, { method: 'POST', url: '/api/v1/auth/logs', payload: { route: '/provider' } })).statusCode,
    ).toBe(401);
  });

  it('validates the entry', async () => {
    const { token } = await createSession(ctx.app, ctx.db, { group: 'provider' });
    const res = await request(ctx, 'POST', '/auth/logs', token, { route: '', extra: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toHaveProperty('route');
  });

  it('stores the route and comment for the user', async () => {
    const { user, token } = await createSession(ctx.app, ctx.db, { group: 'provider' });
    const res = await request(ctx, 'POST', '/auth/logs', token, { route: '/provider/jobs', comment: 'opened jobs' });
    expect(res.statusCode).toBe(201);
    const rows = await ctx.db.selectFrom('page_access_logs').selectAll().where('user_id', '=', user.id).execute();
    expect(rows).toMatchObject([{ route: '/provider/jobs', comment: 'opened jobs' }]);
  });
});
