import {
  checkPasswordPolicy,
  maskPhone,
  type PlatformSettings,
  type PhoneVerificationRequestResponse,
} from '@hireway/shared';
import type { FastifyInstance } from 'fastify';

import type { ClientInfo } from '../../core/client-info';
import { hmacCode, randomDigits, safeEqualHex } from '../../core/crypto';
import { AppError, validationError } from '../../core/errors';
import { emailAccountHolder } from '../../core/mail/mail.jobs';
import { hashPassword, verifyPassword } from '../../core/passwords';
import { SmsDeliveryError } from '../../core/sms/sms-sender';
import { renderSms } from '../../core/sms/sms-templates';
import { sendSms } from '../../core/sms/sms.service';
import { nowIso, type Executor } from '../../db/database';
import type { TokenRow, UserRow, VerificationPurpose } from '../../db/schema';
import { consumeOrThrow } from '../../plugins/rate-limit';
import { consumeToken, revokeToken, revokeUserTokens } from '../sessions';
import { issueToken } from '../sessions';
import { findUserByEmail, findUserById, updateUser } from '../users';
import {
  countVerificationAttempt,
  findLiveVerificationCode,
  markVerificationCodeUsed,
  type NewVerificationCode,
  replaceVerificationCode,
} from './verification.repository';

const PHONE_CODE_MINUTES = 10;
const MAX_CODE_ATTEMPTS = 5;

const link = (app: FastifyInstance, path: string, token: string) =>
  `${app.config.PUBLIC_URL}${path}?token=${encodeURIComponent(token)}`;

/** Enqueues the confirmation e-mail with a fresh 24-hour single-use link; older links stop working. */
export async function sendConfirmationEmail(app: FastifyInstance, db: Executor, user: UserRow): Promise<void> {
  await revokeUserTokens(db, user.id, 'confirm');
  const { token } = await issueToken(db, app.config, user.id, 'confirm');
  await emailAccountHolder(app, db, user, 'confirm-email', {
    link: link(app, '/auth/login', token).replace('?token=', '?confirm='),
  });
}

/** POST /auth/confirm-email: the bearer is the confirm token from the link. */
export async function confirmEmail(app: FastifyInstance, token: TokenRow): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    if (!(await consumeToken(trx, token.id)))
      throw new AppError('token_expired', 'This confirmation link has already been used or has expired');
    await updateUser(trx, token.user_id, { email_verified_at: nowIso(), updated_at: nowIso() });
  });
}

/** The same answer whatever the account: the lookup and the e-mail happen in a background job. */
export async function requestEmailLink(
  app: FastifyInstance,
  kind: 'password-reset' | 'confirmation',
  email: string,
  client: ClientInfo,
): Promise<void> {
  await consumeOrThrow(app.authLimiters.emailLinkPerIp, client.ip ?? 'unknown');
  await consumeOrThrow(app.authLimiters.emailLinkPerAddress, `${kind}:${email}`);
  await app.jobs.enqueue(app.db, kind === 'password-reset' ? 'password-reset-request' : 'confirmation-resend', {
    email,
  });
}

/** Job: a reset link for an existing account (a new request voids older links). */
export async function sendPasswordResetEmail(app: FastifyInstance, email: string, db = app.db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await findUserByEmail(trx, email);
    if (user?.status !== 'active') return;
    await revokeUserTokens(trx, user.id, 'reset');
    const { token } = await issueToken(trx, app.config, user.id, 'reset');
    await emailAccountHolder(app, trx, user, 'password-reset', {
      link: link(app, '/auth/reset-password', token),
      minutes: '60',
    });
  });
}

/** Job: a new confirmation link, only for an account that still needs one. */
export async function resendConfirmationEmail(app: FastifyInstance, email: string, db = app.db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await findUserByEmail(trx, email);
    if (!user || user.email_verified_at !== null) return;
    await sendConfirmationEmail(app, trx, user);
  });
}

function assertPolicy(password: string, settings: PlatformSettings, user: UserRow) {
  const problems = checkPasswordPolicy(password, settings.password_complexity_settings, {
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
  });
  if (problems.length > 0) throw validationError({ password: problems }, 'The password does not meet the policy');
}

async function setPassword(app: FastifyInstance, db: Executor, user: UserRow, password: string) {
  const now = nowIso();
  await updateUser(db, user.id, {
    password_hash: await hashPassword(password),
    password_changed_at: now,
    updated_at: now,
  });
  await emailAccountHolder(app, db, user, 'password-changed');
}

/** POST /auth/reset-password: single use; ends every session; MFA accounts must have proven the second factor. */
export async function resetPassword(
  app: FastifyInstance,
  token: TokenRow,
  password: string,
  settings: PlatformSettings,
) {
  const user = await findUserById(app.db, token.user_id);
  if (user?.status !== 'active') throw new AppError('token_expired', 'Password reset token has expired');
  if (user.mfa_enabled === 1 && token.mfa_verified !== 1) {
    throw new AppError('forbidden', 'Confirm the reset with your authenticator app first');
  }
  assertPolicy(password, settings, user);
  await app.db.transaction().execute(async (trx) => {
    if (!(await consumeToken(trx, token.id))) throw new AppError('token_expired', 'Password reset token has expired');
    await setPassword(app, trx, user, password);
    await revokeUserTokens(trx, user.id, 'web');
    await revokeUserTokens(trx, user.id, 'reset');
  });
  app.realtime.disconnectUser(user.id);
  app.log.info({ event: 'password_reset', userId: user.id }, 'password reset');
}

/** POST /auth/password/change: needs the current password; every other session ends. */
export async function changePassword(
  app: FastifyInstance,
  user: UserRow,
  token: TokenRow,
  input: { current_password: string; password: string },
  settings: PlatformSettings,
) {
  await consumeOrThrow(app.authLimiters.passwordChangePerUser, user.id);
  if (!(await verifyPassword(user.password_hash, input.current_password))) {
    throw validationError({ current_password: ['The current password is not correct'] });
  }
  if (input.password === input.current_password)
    throw validationError({ password: ['Choose a password you have not used here'] });
  assertPolicy(input.password, settings, user);
  await app.db.transaction().execute(async (trx) => {
    await setPassword(app, trx, user, input.password);
    await revokeUserTokens(trx, user.id, 'web', token.id);
  });
  app.realtime.disconnectUser(user.id, { keepSession: token.id });
  app.log.info({ event: 'password_change', userId: user.id }, 'password changed');
}

/** POST /auth/request-phone-verification: a 6-digit SMS code bound to a fresh phone token. */
export async function requestPhoneVerification(
  app: FastifyInstance,
  user: UserRow,
): Promise<PhoneVerificationRequestResponse> {
  if (!user.phone) throw new AppError('rule_violated', 'Add a phone number to your account first');
  if (user.phone_verified_at) throw new AppError('conflict', 'Your phone number is already verified');
  const code = randomDigits(6);
  const phone = user.phone;
  const issued = await app.db.transaction().execute(async (trx) => {
    await revokeUserTokens(trx, user.id, 'phone');
    const token = await issueToken(trx, app.config, user.id, 'phone');
    await replaceVerificationCode(trx, {
      userId: user.id,
      purpose: 'phone',
      codeHash: hmacCode(app.config.encryptionKey, code),
      expiresAt: new Date(Date.now() + PHONE_CODE_MINUTES * 60_000).toISOString(),
      target: phone,
      tokenId: token.id,
    });
    return token;
  });
  // Caps are checked, and the ledger written, by sendSms; a refused send leaves the code unusable.
  try {
    await sendSms(app.db, app.sms, {
      userId: user.id,
      to: phone,
      body: renderSms('phone-verification', user.language, { code, minutes: PHONE_CODE_MINUTES }),
      purpose: 'phone-verification',
    });
  } catch (error) {
    if (!(error instanceof SmsDeliveryError)) throw error;
    app.log.error({ err: error, userId: user.id }, 'verification text could not be sent');
    throw new AppError(
      'service_unavailable',
      'We could not send the text message just now. Please try again in a few minutes.',
      {
        headers: { 'retry-after': '60' },
      },
    );
  }
  return {
    phone_verification_token: issued.token,
    sms_verification_code_timestamp: nowIso(),
    expires_at: issued.expiresAt,
    masked_phone: maskPhone(phone),
  };
}

/**
 * Checks a one-time code: at most 5 tries per code, then it is void. Returns the code row when it matches.
 * Wrong tries are counted outside any transaction so a failed request still counts.
 */
export async function checkOneTimeCode(
  app: FastifyInstance,
  found: { id: string; code_hash: string; attempts: number } | undefined,
  code: string,
): Promise<void> {
  if (!found || found.attempts >= MAX_CODE_ATTEMPTS) {
    throw validationError({ code: ['This code has expired. Ask for a new one.'] });
  }
  if (!safeEqualHex(found.code_hash, hmacCode(app.config.encryptionKey, code))) {
    await countVerificationAttempt(app.db, found.id, found.attempts + 1);
    throw validationError({ code: ['The code is not correct'] });
  }
}

/** POST /auth/confirm-phone (bearer phone token). */
export async function confirmPhone(app: FastifyInstance, token: TokenRow, code: string): Promise<void> {
  await consumeOrThrow(app.authLimiters.phoneVerifyPerUser, token.user_id);
  const found = await findLiveVerificationCode(app.db, token.user_id, 'phone', token.id);
  await checkOneTimeCode(app, found, code);
  await app.db.transaction().execute(async (trx) => {
    const user = await findUserById(trx, token.user_id);
    if (!user || !found || user.phone !== found.target)
      throw validationError({ code: ['This code was sent to another number'] });
    await markVerificationCodeUsed(trx, found.id);
    await revokeToken(trx, token.id);
    await updateUser(trx, user.id, { phone_verified_at: nowIso(), updated_at: nowIso() });
  });
}

/** A one-time code for another module's step (mfa's e-mailed code): it replaces the unused one of its purpose. */
export const issueVerificationCode = (db: Executor, code: NewVerificationCode) => replaceVerificationCode(db, code);

/** The live one-time code of a purpose for a user, if any. */
export const findVerificationCode = (db: Executor, userId: string, purpose: VerificationPurpose) =>
  findLiveVerificationCode(db, userId, purpose);

/** A one-time code spent: it cannot be used again. */
export const useVerificationCode = (db: Executor, id: string) => markVerificationCodeUsed(db, id);
