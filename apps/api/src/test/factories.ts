import { randomUUID } from 'node:crypto';

import type { NotificationPush, UserGroup } from '@hireway/shared';
import type { FastifyInstance } from 'fastify';

import { encryptSecret } from '../core/crypto';
import { hashPassword } from '../core/passwords';
import type { Database } from '../db/database';
import { nowIso } from '../db/database';
import type { NewProfile, UserRow } from '../db/schema';
import { generateTotpSecret } from '../modules/mfa';
import { createAccount } from '../modules/users';
import { type ApiRoute, call, expectStatusForAll, type TestContext } from './test-app';

export const TEST_PASSWORD = 'Sturdy-Test-Pass-91!';

/** A valid `notification` realtime payload (packages/shared REALTIME_EVENTS), for tests that push one by hand. */
export const notificationPush = (id: string): NotificationPush => ({
  id,
  type: 'support.reply',
  params: { ticket_subject: 'Hello' },
  title: 'Support has answered your request',
  body: 'Hello',
  link: null,
  created_at: '2026-11-27T02:00:00.000Z',
});

let counter = 0;

/**
 * argon2id at the production cost (about 20 MiB and tens of milliseconds a hash) is paid once per password and
 * test file: the factory's users need a real, verifiable hash, not a fresh salt each. Logins still verify it at
 * full cost, and the services that set passwords still hash them themselves.
 */
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string): Promise<string> => {
  let hashed = hashes.get(password);
  if (hashed === undefined) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
};

export interface UserOverrides {
  group?: UserGroup;
  email?: string;
  password?: string;
  onboarded?: boolean;
  user?: Partial<UserRow>;
  profile?: Partial<NewProfile>;
  /**
   * createSession only: turn MFA on after the login (as enrolling in the app would). Admins default to true, since
   * the admin console refuses admins without MFA (MFA-08); pass false to test exactly that.
   */
  mfa?: boolean;
}

/** A real user row (and profile) in the database; by default past every onboarding step. */
export async function createUser(db: Database, overrides: UserOverrides = {}) {
  counter += 1;
  const group = overrides.group ?? 'seeker';
  const onboarded = overrides.onboarded ?? true;
  const password = overrides.password ?? TEST_PASSWORD;
  const now = nowIso();
  const user: UserRow = {
    id: randomUUID(),
    email: overrides.email ?? `user${counter}-${randomUUID().slice(0, 8)}@example.test`,
    password_hash: await hashOnce(password),
    user_type: group === 'seeker' ? 'client' : group,
    user_group: group,
    first_name: 'Test',
    last_name: `User${counter}`,
    phone: onboarded ? '+4915100000000' : null,
    language: 'en',
    avatar_path: null,
    country_code: onboarded ? 'DE' : null,
    state_code: null,
    city: null,
    status: 'active',
    has_completed_onboarding: onboarded ? 1 : 0,
    email_verified_at: now,
    phone_verified_at: onboarded ? now : null,
    mfa_enabled: 0,
    mfa_secret: null,
    mfa_pending_secret: null,
    mfa_last_step: null,
    password_changed_at: now,
    created_at: now,
    updated_at: now,
    ...overrides.user,
  };
  const profile: NewProfile = {
    user_id: user.id,
    has_completed_onboarding: onboarded ? 1 : 0,
    status: group === 'provider' ? (onboarded ? 'approved' : null) : null,
    decline_reason: null,
    payment_status: group === 'seeker' ? (onboarded ? 'paid' : 'unpaid') : null,
    created_at: now,
    updated_at: now,
    ...overrides.profile,
  };
  await createAccount(db, user, profile);
  return { user, profile, password };
}

/** Logs a user in through the API and returns the access token. */
export async function loginAs(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await call(app, { method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const data = response.data.data as { access_token: string };
  return data.access_token;
}

/** Turns MFA on for a user, as a finished enrolment does; answers with the TOTP secret. */
export async function enableMfa(app: FastifyInstance, db: Database, userId: string): Promise<string> {
  const secret = generateTotpSecret();
  await db
    .updateTable('users')
    .set({ mfa_enabled: 1, mfa_secret: encryptSecret(app.config.encryptionKey, secret), mfa_pending_secret: null })
    .where('id', '=', userId)
    .execute();
  return secret;
}

/** Creates a user and logs them in (admins then get MFA turned on, unless `mfa: false`). */
export async function createSession(app: FastifyInstance, db: Database, overrides: UserOverrides = {}) {
  const created = await createUser(db, overrides);
  const token = await loginAs(app, created.user.email, created.password);
  const withMfa = overrides.mfa ?? created.user.user_group === 'admin';
  if (!withMfa) return { ...created, token, totpSecret: null };
  const totpSecret = await enableMfa(app, db, created.user.id);
  return { ...created, user: { ...created.user, mfa_enabled: 1 }, token, totpSecret };
}

/** Admin routes answer 401 to anonymous callers and 403 to a seeker and to a provider. */
export async function expectAdminOnly(ctx: TestContext, routes: readonly ApiRoute[]): Promise<void> {
  await expectStatusForAll(ctx, routes, undefined, 401);
  for (const group of ['seeker', 'provider'] as const) {
    const { token } = await createSession(ctx.app, ctx.db, { group });
    await expectStatusForAll(ctx, routes, token, 403);
  }
}
