import { Secret, TOTP } from 'otpauth';

/** RFC 6238: SHA-1, 6 digits, 30-second steps; one step of clock drift either way is accepted (MFA-01). */
const PERIOD = 30;
const WINDOW = 1;

const totpFor = (secretBase32: string, label = 'Hireway') =>
  new TOTP({
    issuer: 'Hireway',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });

/** A fresh 160-bit secret from the CSPRNG (RFC 4226's recommendation, MFA-04). */
export const generateTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const otpauthUrl = (secretBase32: string, accountLabel: string): string =>
  totpFor(secretBase32, accountLabel).toString();

/**
 * The time step a code belongs to, or null when it is not valid now. Callers refuse a step at or below the
 * last one accepted, so a code never works twice (MFA-02).
 */
export function matchTotpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secretBase32).validate({ token: code, window: WINDOW, timestamp: now });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD) + delta;
}

/** For tests and the enrolment screen's self-check: the code of a step. */
export const totpCodeAt = (secretBase32: string, now = Date.now()): string =>
  totpFor(secretBase32).generate({ timestamp: now });
