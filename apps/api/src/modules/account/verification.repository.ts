import type { Executor } from '../../db/database';
import { insertWithNewId, nowIso } from '../../db/database';
import type { VerificationPurpose } from '../../db/schema';

export interface NewVerificationCode {
  userId: string;
  purpose: VerificationPurpose;
  codeHash: string;
  expiresAt: string;
  target?: string | null;
  tokenId?: string | null;
}

/** A new code replaces every unused code of the same purpose ("resend overwrites the old code"). */
export async function replaceVerificationCode(db: Executor, code: NewVerificationCode): Promise<string> {
  const now = nowIso();
  await db
    .updateTable('verification_codes')
    .set({ used_at: now })
    .where('user_id', '=', code.userId)
    .where('purpose', '=', code.purpose)
    .where('used_at', 'is', null)
    .execute();
  return insertWithNewId(db, 'verification_codes', {
    user_id: code.userId,
    purpose: code.purpose,
    code_hash: code.codeHash,
    target: code.target ?? null,
    token_id: code.tokenId ?? null,
    attempts: 0,
    expires_at: code.expiresAt,
    used_at: null,
    created_at: now,
  });
}

/** The live code of a purpose (optionally bound to a token). */
export const findLiveVerificationCode = (
  db: Executor,
  userId: string,
  purpose: VerificationPurpose,
  tokenId?: string,
) => {
  let query = db
    .selectFrom('verification_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso());
  if (tokenId) query = query.where('token_id', '=', tokenId);
  return query.orderBy('created_at', 'desc').executeTakeFirst();
};

export const countVerificationAttempt = (db: Executor, id: string, attempts: number) =>
  db.updateTable('verification_codes').set({ attempts }).where('id', '=', id).execute();

export const markVerificationCodeUsed = (db: Executor, id: string) =>
  db.updateTable('verification_codes').set({ used_at: nowIso() }).where('id', '=', id).execute();
