/*
 * The sessions module's public entry: tokens (issued, consumed, revoked), the session a sign-in answers with, and
 * the devices an account signed in from (the "new sign-in" e-mail, ADR 0029). It is the floor under auth (sign-up,
 * sign-in), account and mfa, which all issue or end sessions; it calls none of them. The auth plugin and realtime
 * get `sessionSource` from app.ts (they import no feature module).
 */
export { buildSession, issueWebToken, presentUser } from './sessions.service';
export { deviceCookie, describeUserAgent, noteSignInDevice, signInClient, type SignInClient } from './devices.service';
export { PRUNE_DEVICES_JOB, registerDeviceJobs } from './devices.jobs';
export { sessionSource } from './session-source';
export { consumeToken, issueToken, revokeToken, revokeUserTokens } from './tokens.service';
