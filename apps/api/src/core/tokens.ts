import { createHash, randomBytes } from 'node:crypto';

/** 256 bits from the CSPRNG, URL-safe. The server keeps only the SHA-256 hash (RST-01). */
export const generateToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Reads `Authorization: Bearer <token>`; anything else is no token. */
export function readBearer(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(header.trim());
  return match?.[1] ?? null;
}
