/*
 * The sessions module's public entry: tokens (issued, consumed, revoked) and the session a sign-in answers with.
 * It is the floor under auth (sign-up, sign-in), account and mfa, which all issue or end sessions; it calls none of
 * them. The auth plugin and realtime get `sessionSource` from app.ts (they import no feature module).
 */
export { buildSession, issueWebToken, presentUser } from './sessions.service';
export { sessionSource } from './session-source';
export { consumeToken, issueToken, revokeToken, revokeUserTokens } from './tokens.service';
