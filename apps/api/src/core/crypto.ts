import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** AES-256-GCM for secrets at rest (MFA-04): `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function encryptSecret(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decryptSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !ciphertext) throw new Error('unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

/** HMAC-SHA-256 under the server key: short codes stored this way cannot be brute-forced from a DB dump. */
export const hmacCode = (key: Buffer, value: string): string =>
  createHmac('sha256', key).update(value, 'utf8').digest('hex');

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A uniformly random 6-digit code from the CSPRNG (SMS-01). */
export function randomDigits(length = 6): string {
  let code = '';
  while (code.length < length) {
    const byte = randomBytes(1)[0] ?? 255;
    // Reject 250–255 so every digit is equally likely.
    if (byte < 250) code += String(byte % 10);
  }
  return code;
}
