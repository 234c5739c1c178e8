import { randomBytes } from 'node:crypto';

import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id minimum: m=19 MiB, t=2, p=1 (AUTH-08). */
// 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, verified against when the account does not exist, so a login for an unknown
 * e-mail costs the same time as one for a known e-mail (AUTH-05).
 */
let dummyHash: Promise<string> | undefined;
export const getDummyHash = (): Promise<string> => (dummyHash ??= hashPassword(randomBytes(24).toString('base64url')));
