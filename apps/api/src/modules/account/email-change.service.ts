import { EMAIL_CHANGE_UNDO_DAYS, type ChangeEmailRequest, type RestoreEmailResponse } from '@hireway/shared';
import type { FastifyInstance } from 'fastify';

import { AppError, validationError } from '../../core/errors';
import { emailAccountHolder } from '../../core/mail/mail.jobs';
import { verifyPassword } from '../../core/passwords';
import { generateToken, hashToken } from '../../core/tokens';
import { nowIso } from '../../db/database';
import type { TokenPurpose, UserRow } from '../../db/schema';
import { consumeOrThrow } from '../../plugins/rate-limit';
import { revokeUserTokens } from '../sessions';
import { findUserByEmail, findUserById, updateUser } from '../users';
import { sendConfirmationEmail } from './account.service';
import { insertEmailChange, spendUndoToken, voidUndoTokens } from './email-change.repository';

/*
 * Changing the account's e-mail address (issue #15, ASVS 6.3.7): the current password proves the owner; the new
 * address must be confirmed again; the old address is told, in the user's language, with a single-use link valid
 * EMAIL_CHANGE_UNDO_DAYS days that restores it, signs out every session and voids every other undo link. Only
 * the link token's SHA-256 hash is stored, like every other token.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const ALL_PURPOSES: readonly TokenPurpose[] = ['web', 'mfa', 'reset', 'confirm', 'phone'];

/** The one answer for a link that is unknown, used or expired: nothing tells them apart. */
const linkSpent = () => new AppError('gone', 'This link has already been used or has expired');

/** POST /auth/email/change. */
export async function changeEmail(
  app: FastifyInstance,
  user: UserRow,
  input: Pick<ChangeEmailRequest, 'email' | 'password'>,
): Promise<void> {
  await consumeOrThrow(app.authLimiters.passwordChangePerUser, `email:${user.id}`);
  if (!(await verifyPassword(user.password_hash, input.password))) {
    throw validationError({ password: ['The password is not correct'] });
  }
  const email = input.email.toLowerCase();
  if (email === user.email) throw validationError({ email: ['This is already your e-mail address'] });
  await app.db.transaction().execute(async (trx) => {
    if (await findUserByEmail(trx, email)) throw validationError({ email: ['This e-mail address cannot be used'] });
    const now = nowIso();
    await updateUser(trx, user.id, { email, email_verified_at: null, updated_at: now });
    const undoToken = generateToken();
    await insertEmailChange(trx, {
      userId: user.id,
      oldEmail: user.email,
      newEmail: email,
      undoTokenHash: hashToken(undoToken),
      createdAt: now,
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_UNDO_DAYS * DAY_MS).toISOString(),
    });
    await emailAccountHolder(app, trx, user, 'email-changed', {
      newEmail: email,
      time: now,
      undoLink: `${app.config.PUBLIC_URL}/auth/login?restore_email=${encodeURIComponent(undoToken)}`,
      days: EMAIL_CHANGE_UNDO_DAYS,
    });
    await sendConfirmationEmail(app, trx, { ...user, email });
  });
  app.log.info({ event: 'email_change', userId: user.id }, 'e-mail address changed');
}

/**
 * POST /auth/email/restore: the undo link. Restores the old address (confirmed: the link reached it), ends every
 * session and pending link of the account, voids its other undo links. A failure changes nothing.
 */
export async function restoreEmail(app: FastifyInstance, token: string): Promise<RestoreEmailResponse> {
  const restored = await app.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const change = await spendUndoToken(trx, hashToken(token), now);
    if (!change) throw linkSpent();
    const holder = await findUserByEmail(trx, change.old_email);
    if (holder && holder.id !== change.user_id) {
      throw new AppError(
        'conflict',
        'Your former e-mail address now belongs to another account, so it cannot be restored. Contact support.',
      );
    }
    const user = await findUserById(trx, change.user_id);
    if (!user) throw linkSpent();
    await updateUser(trx, user.id, { email: change.old_email, email_verified_at: now, updated_at: now });
    await voidUndoTokens(trx, user.id, now);
    for (const purpose of ALL_PURPOSES) await revokeUserTokens(trx, user.id, purpose);
    return { userId: user.id, email: change.old_email };
  });
  app.realtime.disconnectUser(restored.userId);
  app.log.info({ event: 'email_restore', userId: restored.userId }, 'e-mail address restored by the undo link');
  return {
    message: 'Your e-mail address is restored and every session is signed out. Change your password now.',
    email: restored.email,
  };
}
