import type { LoginResponse, MfaChallenge } from './security.schemas';

// Without zod (ADR 0033): the login form of the web's first load tells the two answers apart with it.
/** The login answer is an MFA challenge (not a session). */
export const isMfaChallenge = (value: LoginResponse): value is MfaChallenge => 'mfa_required' in value;
