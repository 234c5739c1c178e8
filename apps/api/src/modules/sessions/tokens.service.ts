import type { Config } from '../../config/config';
import type { ClientInfo } from '../../core/client-info';
import { generateToken, hashToken } from '../../core/tokens';
import type { Executor } from '../../db/database';
import type { TokenPurpose } from '../../db/schema';
import * as tokens from './tokens.repository';

const MINUTE = 60_000;

/** How long each kind of token lives. */
export const tokenLifetimeMs = (config: Config, purpose: TokenPurpose): number => {
  switch (purpose) {
    case 'web':
      return config.SESSION_ABSOLUTE_HOURS * 60 * MINUTE;
    case 'confirm':
      return 24 * 60 * MINUTE;
    case 'reset':
      return 60 * MINUTE;
    case 'mfa':
    case 'phone':
      return 10 * MINUTE;
  }
};

export interface IssuedToken {
  id: string;
  token: string;
  expiresAt: string;
}

/** A fresh random token of a purpose; the database keeps only its hash. */
export async function issueToken(
  db: Executor,
  config: Config,
  userId: string,
  purpose: TokenPurpose,
  options: { client?: ClientInfo; mfaVerified?: boolean } = {},
): Promise<IssuedToken> {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + tokenLifetimeMs(config, purpose)).toISOString();
  const id = await tokens.insertToken(db, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt,
    ip: options.client?.ip ?? null,
    userAgent: options.client?.userAgent ?? null,
    mfaVerified: options.mfaVerified ?? false,
  });
  return { id, token, expiresAt };
}

/** Spends a single-use token (confirm, reset, mfa, phone); false when it was used or revoked meanwhile. */
export const consumeToken = (db: Executor, id: string): Promise<boolean> => tokens.consumeToken(db, id);

/** Ends one token (a sign-out, or a single-use token done with). */
export const revokeToken = (db: Executor, id: string) => tokens.revokeToken(db, id);

/** Ends every token of a purpose of a user, optionally keeping one (a password change keeps the current session). */
export const revokeUserTokens = (db: Executor, userId: string, purpose: TokenPurpose, exceptId?: string) =>
  tokens.revokeUserTokens(db, userId, purpose, exceptId);
