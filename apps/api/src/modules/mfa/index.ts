// The mfa module's public entry: what other modules may use (docs/architecture.md).
export { mfaRoutes } from './mfa.routes';
export { startMfaChallenge } from './mfa.service';
export { generateTotpSecret, totpCodeAt } from './totp';
