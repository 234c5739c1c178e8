import type { Executor } from '../../db/database';
import { insertWithNewId, nowIso } from '../../db/database';
import type { TokenPurpose, TokenRow } from '../../db/schema';

export interface NewToken {
  userId: string;
  purpose: TokenPurpose;
  tokenHash: string;
  expiresAt: string;
  ip?: string | null;
  userAgent?: string | null;
  mfaVerified?: boolean;
}

export async function insertToken(db: Executor, token: NewToken): Promise<string> {
  return insertWithNewId(db, 'tokens', {
    user_id: token.userId,
    purpose: token.purpose,
    token_hash: token.tokenHash,
    expires_at: token.expiresAt,
    ip: token.ip ?? null,
    user_agent: token.userAgent?.slice(0, 512) ?? null,
    mfa_verified: token.mfaVerified ? 1 : 0,
    created_at: nowIso(),
  });
}

/** A token that is live: not revoked, not used, not expired. */
export const findLiveToken = (
  db: Executor,
  tokenHash: string,
  purposes: readonly TokenPurpose[],
): Promise<TokenRow | undefined> =>
  db
    .selectFrom('tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('purpose', 'in', purposes)
    .where('revoked_at', 'is', null)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();

export const touchToken = (db: Executor, id: string, at: string) =>
  db.updateTable('tokens').set({ last_used_at: at }).where('id', '=', id).execute();

export const revokeToken = (db: Executor, id: string) =>
  db.updateTable('tokens').set({ revoked_at: nowIso() }).where('id', '=', id).where('revoked_at', 'is', null).execute();

/** Ends every session of a user, optionally keeping one (password change keeps the current session). */
export const revokeUserTokens = (db: Executor, userId: string, purpose: TokenPurpose, exceptId?: string) => {
  let query = db
    .updateTable('tokens')
    .set({ revoked_at: nowIso() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('revoked_at', 'is', null);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return query.execute();
};

/** Single use: marks the token used only if it is still live; false when another request used it first. */
export async function consumeToken(db: Executor, id: string): Promise<boolean> {
  const result = await db
    .updateTable('tokens')
    .set({ used_at: nowIso() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
