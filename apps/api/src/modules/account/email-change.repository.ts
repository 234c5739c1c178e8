import type { Executor } from '../../db/database';
import { insertWithNewId } from '../../db/database';

export interface NewEmailChange {
  userId: string;
  oldEmail: string;
  newEmail: string;
  undoTokenHash: string;
  createdAt: string;
  expiresAt: string;
}

export async function insertEmailChange(db: Executor, change: NewEmailChange): Promise<string> {
  return insertWithNewId(db, 'email_changes', {
    user_id: change.userId,
    old_email: change.oldEmail,
    new_email: change.newEmail,
    undo_token_hash: change.undoTokenHash,
    created_at: change.createdAt,
    expires_at: change.expiresAt,
  });
}

/**
 * Spends an undo link: marks it used if it exists, is unused and has not expired, in one statement (two clicks
 * at once spend it once). Answers the change it undoes, or undefined.
 */
export async function spendUndoToken(db: Executor, tokenHash: string, now: string) {
  const row = await db
    .selectFrom('email_changes')
    .select(['id', 'user_id', 'old_email', 'new_email'])
    .where('undo_token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const spent = await db
    .updateTable('email_changes')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) > 0 ? row : undefined;
}

/** Voids every other unused undo link of the account (once restored, a later change cannot be "undone" back). */
export async function voidUndoTokens(db: Executor, userId: string, now: string): Promise<void> {
  await db
    .updateTable('email_changes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
