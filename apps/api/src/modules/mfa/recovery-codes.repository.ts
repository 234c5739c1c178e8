import { randomUUID } from 'node:crypto';

import type { Executor } from '../../db/database';
import { nowIso } from '../../db/database';

/** Single-use recovery codes (MFA-05), stored as argon2id hashes: mfa's own table. */
export const replaceRecoveryCodes = async (db: Executor, userId: string, hashes: readonly string[]) => {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  const now = nowIso();
  if (hashes.length > 0) {
    await db
      .insertInto('recovery_codes')
      .values(
        hashes.map((code_hash) => ({ id: randomUUID(), user_id: userId, code_hash, used_at: null, created_at: now })),
      )
      .execute();
  }
};

export const findUnusedRecoveryCodes = (db: Executor, userId: string) =>
  db
    .selectFrom('recovery_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();

/** Marks a code used only if it still is unused; false when another request got there first. */
export async function claimRecoveryCode(db: Executor, id: string): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: nowIso() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
