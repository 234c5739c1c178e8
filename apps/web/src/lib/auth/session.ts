import type { Session } from '@hireway/shared';

import type * as RealtimeModule from '../realtime';
import { updateAbilities, resetAbilities } from './ability';
import { clearSession, getAuthState, storeSession } from './auth-store';
import { clearMfaToken } from './mfa-token';

/**
 * The realtime channel's module (its event schemas, then socket.io's client), loaded with the first session (ADR
 * 0031, 0033): an anonymous visit never needs it. Calls run in the order they were made (each waits for the one
 * load), so a logout right after a login still closes the socket the login opened.
 */
type Realtime = typeof RealtimeModule;
let realtime: Promise<Realtime> | null = null;
const loadRealtime = (): Promise<Realtime> => {
  realtime ??= import('../realtime').catch((error: unknown) => {
    realtime = null; // the next session tries again
    throw error;
  });
  return realtime;
};

const connect = (token: string): void => {
  // A channel that cannot load leaves the screens as they are: they refetch on focus (ADR 0006).
  loadRealtime().then(
    ({ connectRealtime }) => connectRealtime(token),
    () => undefined,
  );
};

/** After login or signup: keep the token, grant the abilities, open the realtime channel. */
export const beginSession = (session: Session): void => {
  clearMfaToken();
  storeSession(session);
  updateAbilities(session.abilities);
  connect(session.access_token);
};

/** After logout (or a rejected token): forget everything about the user. */
export const endSession = (): void => {
  // No channel to close when none was opened in this page.
  realtime?.then(
    ({ disconnectRealtime }) => disconnectRealtime(),
    () => undefined,
  );
  clearMfaToken();
  clearSession();
  resetAbilities();
};

/** On page load: a stored session gets its abilities back and reconnects. */
export const restoreSession = (): void => {
  const { token, user } = getAuthState();
  if (token !== null && user !== null) {
    updateAbilities(user.ability);
    connect(token);
  } else {
    resetAbilities();
  }
};
