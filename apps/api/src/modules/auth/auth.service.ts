import { randomUUID } from 'node:crypto';

import { checkPasswordPolicy, type PlatformSettings, type registerRequestSchema } from '@hireway/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import { AppError, validationError } from '../../core/errors';
import { getDummyHash, hashPassword, verifyPassword } from '../../core/passwords';
import { nowIso } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { assertNotLimited, consumeOrThrow } from '../../plugins/rate-limit';
import { sendConfirmationEmail } from '../account/account.service';
import { startMfaChallenge } from '../mfa/mfa.service';
import { findUserByEmail, insertProfile, insertUser } from '../users/users.repository';
import type { ClientInfo } from '../../core/client-info';
import { buildSession, issueWebToken } from './sessions.service';

type RegisterInput = z.output<typeof registerRequestSchema>;

const INVALID_CREDENTIALS = 'The e-mail or password is incorrect';

export async function register(
  app: FastifyInstance,
  input: RegisterInput,
  client: ClientInfo,
  settings: PlatformSettings,
) {
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

  return app.db.transaction().execute(async (trx) => {
    if (await findUserByEmail(trx, input.email)) {
      throw new AppError('conflict', 'An account with this e-mail already exists', {
        fieldErrors: { email: ['An account with this e-mail already exists'] },
      });
    }
    await insertUser(trx, user);
    await insertProfile(trx, {
      user_id: user.id,
      has_completed_onboarding: 0,
      status: null,
      decline_reason: null,
      payment_status: input.user_group === 'seeker' ? 'unpaid' : null,
      created_at: now,
      updated_at: now,
    });
    await sendConfirmationEmail(app, trx, user);
    const token = await issueWebToken(trx, app.config, user, client);
    return buildSession(trx, user, settings, token);
  });
}

/**
 * Password login. Limits: every attempt counts per IP; failures count per account (a soft 15-minute lock,
 * never permanent). An unknown e-mail costs the same argon2 work as a known one.
 */
export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  client: ClientInfo,
  settings: PlatformSettings,
) {
  const ipKey = client.ip ?? 'unknown';
  await consumeOrThrow(app.authLimiters.loginPerIpMinute, ipKey);
  await consumeOrThrow(app.authLimiters.loginPerIpHour, ipKey);
  await assertNotLimited(app.authLimiters.loginFailuresPerAccount, email);

  const user = await findUserByEmail(app.db, email);
  const isValid = await verifyPassword(user?.password_hash ?? (await getDummyHash()), password);
  if (!user || !isValid) {
    await consumeOrThrow(app.authLimiters.loginFailuresPerAccount, email).catch(() => undefined);
    app.log.info({ event: 'login_fail', userId: user?.id ?? null, ip: client.ip }, 'login failed');
    throw new AppError('invalid_credentials', INVALID_CREDENTIALS);
  }
  if (user.status !== 'active') throw new AppError('account_suspended', 'This account is suspended. Contact support.');
  await app.authLimiters.loginFailuresPerAccount.delete(email);

  if (user.mfa_enabled === 1) return startMfaChallenge(app, user, client);
  const token = await issueWebToken(app.db, app.config, user, client);
  app.log.info({ event: 'login_success', userId: user.id, ip: client.ip }, 'login succeeded');
  return buildSession(app.db, user, settings, token);
}
