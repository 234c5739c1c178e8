import { randomInt } from 'node:crypto';

import type { MfaChallenge, MfaEnrollResponse, PlatformSettings, Session } from '@hireway/shared';
import type { FastifyInstance } from 'fastify';
import type QRCodeType from 'qrcode';

import type { ClientInfo } from '../../core/client-info';
import { decryptSecret, encryptSecret, hmacCode, randomDigits } from '../../core/crypto';
import { AppError, validationError } from '../../core/errors';
import { lazyPackage } from '../../core/lazy-package';
import { emailAccountHolder } from '../../core/mail/mail.jobs';
import { hashPassword, verifyPassword } from '../../core/passwords';
import { nowIso } from '../../db/database';
import type { TokenRow, UserRow } from '../../db/schema';
import { assertNotLimited, consumeOrThrow } from '../../plugins/rate-limit';
import { checkOneTimeCode, findVerificationCode, issueVerificationCode, useVerificationCode } from '../account';
import { claimRecoveryCode, findUnusedRecoveryCodes, replaceRecoveryCodes } from './recovery-codes.repository';
import { buildSession, issueWebToken, noteSignInDevice, type SignInClient } from '../sessions';
import { consumeToken, revokeUserTokens } from '../sessions';
import { issueToken } from '../sessions';
import { findUserById, updateUser } from '../users';
import { acceptTotpStep } from './mfa.repository';
import { generateTotpSecret, matchTotpStep, otpauthUrl } from './totp';

/** The QR code drawer loads when someone first sets up MFA (or in the warm-up), not at start. */
const QRCode = lazyPackage<typeof QRCodeType>('qrcode');

const CODE_MINUTES = 10;
const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const WRONG_CODE = 'The code is not correct';

const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

async function loadUser(app: FastifyInstance, id: string): Promise<UserRow> {
  const user = await findUserById(app.db, id);
  if (user?.status !== 'active') throw new AppError('unauthenticated', 'Please log in again');
  return user;
}

async function assertPassword(user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(user.password_hash, password)))
    throw validationError({ password: ['The password is not correct'] });
}

/** The password step succeeded for an MFA account: a short-lived MFA token for the second step. */
export async function startMfaChallenge(
  app: FastifyInstance,
  user: UserRow,
  client: ClientInfo,
): Promise<MfaChallenge> {
  const { token, expiresAt } = await issueToken(app.db, app.config, user.id, 'mfa', { client });
  return { mfa_required: true, mfa_token: token, expires_at: expiresAt, methods: ['totp', 'email', 'recovery_code'] };
}

/** Counts a wrong second factor; the failure that reaches the limit e-mails the owner once (MFA-03). */
async function recordFailure(app: FastifyInstance, user: UserRow): Promise<never> {
  app.log.warn({ event: 'mfa_fail', userId: user.id }, 'wrong second factor');
  try {
    const state = await app.authLimiters.mfaFailuresPerAccount.consume(user.id);
    if (state.remainingPoints === 0) {
      await emailAccountHolder(app, app.db, user, 'mfa-failed-attempts');
    }
  } catch {
    // Already over the limit: the next attempt is refused by assertNotLimited.
  }
  throw validationError({ code: [WRONG_CODE] });
}

/**
 * Checks a code from the authenticator app (never the same step twice) or, when allowed, the e-mailed
 * one-time code. After 10 wrong codes in an hour even the right one is refused.
 */
async function verifySecondFactor(
  app: FastifyInstance,
  user: UserRow,
  code: string,
  allowEmailCode: boolean,
): Promise<void> {
  await assertNotLimited(app.authLimiters.mfaFailuresPerAccount, user.id);
  if (user.mfa_secret) {
    const step = matchTotpStep(decryptSecret(app.config.encryptionKey, user.mfa_secret), code);
    if (step !== null && (await acceptTotpStep(app.db, user.id, step))) return;
    if (step !== null) app.log.warn({ event: 'authn_token_reuse', userId: user.id }, 'a TOTP code was used twice');
  }
  if (allowEmailCode) {
    const found = await findVerificationCode(app.db, user.id, 'mfa-otp');
    if (found && found.code_hash === hmacCode(app.config.encryptionKey, code)) {
      await useVerificationCode(app.db, found.id);
      return;
    }
  }
  return recordFailure(app, user);
}

async function finishLogin(
  app: FastifyInstance,
  user: UserRow,
  token: TokenRow,
  client: SignInClient,
  settings: PlatformSettings,
): Promise<Session> {
  if (!(await consumeToken(app.db, token.id)))
    throw new AppError('unauthenticated', 'This sign-in has expired. Log in again.');
  await app.authLimiters.mfaFailuresPerAccount.delete(user.id);
  const web = await issueWebToken(app.db, app.config, user, client);
  await noteSignInDevice(app, user, client);
  app.log.info({ event: 'login_success', userId: user.id, ip: client.ip, mfa: true }, 'login succeeded');
  return buildSession(app.db, user, settings, web);
}

/** POST /mfa/authenticate: the second step of login. */
export async function authenticate(
  app: FastifyInstance,
  token: TokenRow,
  code: string,
  client: SignInClient,
  settings: PlatformSettings,
) {
  const user = await loadUser(app, token.user_id);
  await verifySecondFactor(app, user, code, true);
  return finishLogin(app, user, token, client, settings);
}

/**
 * E-mails a fresh 6-digit code (the older one stops working): the e-mailed second factor, or the confirmation of
 * turning MFA off. 5 sends per 30 minutes per user.
 */
async function emailOneTimeCode(
  app: FastifyInstance,
  user: UserRow,
  purpose: 'mfa-otp' | 'mfa-deactivate',
): Promise<void> {
  await consumeOrThrow(app.authLimiters.mfaCodeSendPerUser, user.id);
  const code = randomDigits(6);
  await app.db.transaction().execute(async (trx) => {
    await issueVerificationCode(trx, {
      userId: user.id,
      purpose,
      codeHash: hmacCode(app.config.encryptionKey, code),
      expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000).toISOString(),
    });
    const template = purpose === 'mfa-otp' ? 'mfa-otp' : 'mfa-deactivate-code';
    await emailAccountHolder(app, trx, user, template, { code, minutes: String(CODE_MINUTES) });
  });
}

/** POST /mfa/otp/resend: a one-time code by e-mail, the alternative second factor. */
export async function sendEmailCode(app: FastifyInstance, token: TokenRow): Promise<void> {
  const user = await loadUser(app, token.user_id);
  await emailOneTimeCode(app, user, 'mfa-otp');
}

/** POST /mfa/enroll: a new secret (kept pending until the first code proves the app has it). */
export async function enroll(app: FastifyInstance, user: UserRow, password: string): Promise<MfaEnrollResponse> {
  await assertPassword(user, password);
  if (user.mfa_enabled === 1) throw new AppError('conflict', 'Two-factor authentication is already on');
  const secret = generateTotpSecret();
  await updateUser(app.db, user.id, {
    mfa_pending_secret: encryptSecret(app.config.encryptionKey, secret),
    updated_at: nowIso(),
  });
  const url = otpauthUrl(secret, user.email);
  return { secret, otpauth_url: url, qr_code: await QRCode().toDataURL(url, { margin: 1, width: 240 }) };
}

function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)] ?? 'a').join(
      '',
    );
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Ten new single-use codes; the old ones stop working. Shown once, stored as argon2id hashes (MFA-05). */
async function issueRecoveryCodes(app: FastifyInstance, userId: string): Promise<string[]> {
  const codes = generateRecoveryCodes();
  const hashes = await Promise.all(codes.map((code) => hashPassword(normalizeRecoveryCode(code))));
  await replaceRecoveryCodes(app.db, userId, hashes);
  return codes;
}

/** POST /mfa/activate: the first code turns MFA on; other sessions end; recovery codes are issued. */
export async function activate(app: FastifyInstance, user: UserRow, token: TokenRow, code: string): Promise<string[]> {
  if (user.mfa_enabled === 1) throw new AppError('conflict', 'Two-factor authentication is already on');
  if (!user.mfa_pending_secret)
    throw new AppError('conflict', 'Start the set-up again: no secret is waiting for activation');
  await assertNotLimited(app.authLimiters.mfaFailuresPerAccount, user.id);
  const step = matchTotpStep(decryptSecret(app.config.encryptionKey, user.mfa_pending_secret), code);
  if (step === null) return recordFailure(app, user);
  await app.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, {
      mfa_enabled: 1,
      mfa_secret: user.mfa_pending_secret,
      mfa_pending_secret: null,
      mfa_last_step: step,
      updated_at: nowIso(),
    });
    await revokeUserTokens(trx, user.id, 'web', token.id);
    await emailAccountHolder(app, trx, user, 'mfa-enabled');
  });
  app.realtime.disconnectUser(user.id, { keepSession: token.id });
  app.log.info({ event: 'mfa_enabled', userId: user.id }, 'two-factor authentication turned on');
  return issueRecoveryCodes(app, user.id);
}

/** POST /mfa/account/recovery with an MFA token: a recovery code instead of the lost device. */
export async function recoverWithCode(
  app: FastifyInstance,
  token: TokenRow,
  recoveryCode: string,
  client: SignInClient,
  settings: PlatformSettings,
) {
  const user = await loadUser(app, token.user_id);
  await assertNotLimited(app.authLimiters.mfaFailuresPerAccount, user.id);
  const candidate = normalizeRecoveryCode(recoveryCode);
  const unused = await findUnusedRecoveryCodes(app.db, user.id);
  for (const row of unused) {
    if ((await verifyPassword(row.code_hash, candidate)) && (await claimRecoveryCode(app.db, row.id))) {
      await emailAccountHolder(app, app.db, user, 'recovery-code-used', { remaining: String(unused.length - 1) });
      return finishLogin(app, user, token, client, settings);
    }
  }
  await recordFailure(app, user).catch(() => undefined);
  throw validationError({ recovery_code: ['This recovery code is not valid or was already used'] });
}

/** POST /mfa/account/recovery with a web token and the password: new codes. */
export async function regenerateRecoveryCodes(
  app: FastifyInstance,
  user: UserRow,
  password: string,
): Promise<string[]> {
  await assertPassword(user, password);
  if (user.mfa_enabled !== 1) throw new AppError('conflict', 'Turn on two-factor authentication first');
  return issueRecoveryCodes(app, user.id);
}

/** POST /mfa/deactivate-request: the password, then a code by e-mail confirms turning MFA off. */
export async function requestDeactivation(app: FastifyInstance, user: UserRow, password: string): Promise<void> {
  await assertPassword(user, password);
  if (user.mfa_enabled !== 1) throw new AppError('conflict', 'Two-factor authentication is already off');
  await emailOneTimeCode(app, user, 'mfa-deactivate');
}

/** POST /mfa/deactivate: the e-mailed code turns MFA off; recovery codes go; other sessions end. */
export async function deactivate(app: FastifyInstance, user: UserRow, token: TokenRow, code: string): Promise<void> {
  const found = await findVerificationCode(app.db, user.id, 'mfa-deactivate');
  await checkOneTimeCode(app, found, code);
  await app.db.transaction().execute(async (trx) => {
    if (found) await useVerificationCode(trx, found.id);
    await updateUser(trx, user.id, {
      mfa_enabled: 0,
      mfa_secret: null,
      mfa_pending_secret: null,
      mfa_last_step: null,
      updated_at: nowIso(),
    });
    await replaceRecoveryCodes(trx, user.id, []);
    await revokeUserTokens(trx, user.id, 'web', token.id);
    await emailAccountHolder(app, trx, user, 'mfa-disabled');
  });
  app.realtime.disconnectUser(user.id, { keepSession: token.id });
  app.log.info({ event: 'mfa_disabled', userId: user.id }, 'two-factor authentication turned off');
}

/** POST /mfa/verify-password-reset-request: a reset of an MFA account needs the app's code too (RST-03). */
export async function verifyPasswordReset(app: FastifyInstance, token: TokenRow, code: string) {
  const user = await loadUser(app, token.user_id);
  if (user.mfa_enabled !== 1) throw new AppError('conflict', 'This account does not use two-factor authentication');
  await verifySecondFactor(app, user, code, false);
  return app.db.transaction().execute(async (trx) => {
    if (!(await consumeToken(trx, token.id))) throw new AppError('token_expired', 'Password reset token has expired');
    const next = await issueToken(trx, app.config, user.id, 'reset', { mfaVerified: true });
    return { reset_token: next.token, expires_at: next.expiresAt };
  });
}
