import { randomUUID } from 'node:crypto';

import { checkPasswordPolicy, type PlatformSettings, type registerRequestSchema } from '@hireway/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import { AppError, validationError } from '../../core/errors';
import { getDummyHash, hashPassword, verifyPassword } from '../../core/passwords';
import { nowIso, type Executor } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { assertNotLimited, consumeOrThrow } from '../../plugins/rate-limit';
import { emailAccountHolder } from '../../core/mail/mail.jobs';
import { sendConfirmationEmail } from '../account';
import { startMfaChallenge } from '../mfa';
import { createAccount, findUserByEmail } from '../users';
import type { ClientInfo } from '../../core/client-info';
import { buildSession, issueWebToken, noteSignInDevice, type SignInClient } from '../sessions';

type RegisterInput = z.output<typeof registerRequestSchema>;

const INVALID_CREDENTIALS = 'The e-mail or password is incorrect';

/**
 * Registration without enumeration (ASVS 6.3.8 / V2 level 2): a new address gets an account and a confirmation
 * link; an address that already has an account gets an e-mail to its owner instead ("someone tried to register
 * with your address", in the owner's language). Either way the caller gets the same 202 answer, after the same
 * argon2 work, and no session: the client logs in afterwards with the same credentials.
 */
export async function register(
  app: FastifyInstance,
  input: RegisterInput,
  client: ClientInfo,
  settings: PlatformSettings,
): Promise<void> {
  if (settings.registration_settings.sign_ups_disabled) {
    throw new AppError('sign_ups_disabled', 'Sign-ups are closed at the moment');
  }
  await consumeOrThrow(app.authLimiters.registerPerIpHour, client.ip ?? 'unknown');
  const problems = checkPasswordPolicy(input.password, settings.password_complexity_settings, {
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
  });
  if (problems.length > 0) throw validationError({ password: problems }, 'The password does not meet the policy');

  const passwordHash = await hashPassword(input.password);
  const now = nowIso();
  const user: UserRow = {
    id: randomUUID(),
    email: input.email,
    password_hash: passwordHash,
    user_type: input.user_group === 'seeker' ? 'client' : 'provider',
    user_group: input.user_group,
    first_name: input.first_name,
    last_name: input.last_name,
    phone: null,
    language: input.language,
    avatar_path: null,
    country_code: null,
    state_code: null,
    city: null,
    status: 'active',
    has_completed_onboarding: 0,
    email_verified_at: null,
    phone_verified_at: null,
    mfa_enabled: 0,
    mfa_secret: null,
    mfa_pending_secret: null,
    mfa_last_step: null,
    password_changed_at: now,
    created_at: now,
    updated_at: now,
  };

  await app.db.transaction().execute(async (trx) => {
    const existing = await findUserByEmail(trx, input.email);
    if (existing) {
      // At most a few such e-mails per address (the same budget as reset links); past it, silently none.
      const allowed = await app.authLimiters.emailLinkPerAddress
        .consume(`account-exists:${existing.email}`)
        .then(() => true)
        .catch(() => false);
      if (allowed) await sendAccountExistsEmail(app, trx, existing);
      app.log.info(
        { event: 'register_existing', userId: existing.id, ip: client.ip },
        'register of an existing address',
      );
      return;
    }
    await createAccount(trx, user, {
      user_id: user.id,
      has_completed_onboarding: 0,
      status: null,
      decline_reason: null,
      payment_status: input.user_group === 'seeker' ? 'unpaid' : null,
      created_at: now,
      updated_at: now,
    });
    await sendConfirmationEmail(app, trx, user);
    app.log.info({ event: 'register', userId: user.id, ip: client.ip }, 'registered');
  });
}

async function sendAccountExistsEmail(app: FastifyInstance, db: Executor, user: UserRow): Promise<void> {
  await emailAccountHolder(app, db, user, 'account-exists', {
    loginLink: `${app.config.PUBLIC_URL}/auth/login`,
    resetLink: `${app.config.PUBLIC_URL}/auth/forgot-password`,
  });
}

/**
 * Password login, with limits shaped like Mastodon's and GitLab's: every attempt counts per address (a high
 * ceiling, so an office behind one NAT keeps working); failures count per account and address pair (10 per
 * 15 minutes, then 429 with Retry-After, even for the right password) and per account across addresses (a
 * distributed guess); a success clears the pair. An unknown e-mail costs the same argon2 work and counts the same.
 * A completed sign-in from a device the account has not used before e-mails the owner (ADR 0029).
 */
export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  client: SignInClient,
  settings: PlatformSettings,
) {
  const ipKey = client.ip ?? 'unknown';
  const pairKey = `${email}|${ipKey}`;
  const limits = app.authLimiters;
  await consumeOrThrow(limits.loginPerIpMinute, ipKey);
  await consumeOrThrow(limits.loginPerIpHour, ipKey);
  await assertNotLimited(limits.loginFailuresPerAccountIp, pairKey);
  await assertNotLimited(limits.loginFailuresPerAccount, email);

  const user = await findUserByEmail(app.db, email);
  const isValid = await verifyPassword(user?.password_hash ?? (await getDummyHash()), password);
  if (!user || !isValid) {
    await Promise.all([
      consumeOrThrow(limits.loginFailuresPerAccountIp, pairKey).catch(() => undefined),
      consumeOrThrow(limits.loginFailuresPerAccount, email).catch(() => undefined),
    ]);
    app.log.info({ event: 'login_fail', userId: user?.id ?? null, ip: client.ip }, 'login failed');
    throw new AppError('invalid_credentials', INVALID_CREDENTIALS);
  }
  if (user.status !== 'active') throw new AppError('account_suspended', 'This account is suspended. Contact support.');
  await limits.loginFailuresPerAccountIp.delete(pairKey);

  if (user.mfa_enabled === 1) return startMfaChallenge(app, user, client);
  const token = await issueWebToken(app.db, app.config, user, client);
  await noteSignInDevice(app, user, client);
  app.log.info({ event: 'login_success', userId: user.id, ip: client.ip }, 'login succeeded');
  return buildSession(app.db, user, settings, token);
}
