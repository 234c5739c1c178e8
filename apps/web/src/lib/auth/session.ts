import type { Session } from '@hireway/shared';

import { connectRealtime, disconnectRealtime } from '../realtime';
import { updateAbilities, resetAbilities } from './ability';
import { clearSession, getAuthState, storeSession } from './auth-store';
import { clearMfaToken } from './mfa-token';

/** After login or signup: keep the token, grant the abilities, open the realtime channel. */
export const beginSession = (session: Session): void => {
  clearMfaToken();
  storeSession(session);
  updateAbilities(session.abilities);
  void connectRealtime(session.access_token);
};

/** After logout (or a rejected token): forget everything about the user. */
export const endSession = (): void => {
  disconnectRealtime();
  clearMfaToken();
  clearSession();
  resetAbilities();
};

/** On page load: a stored session gets its abilities back and reconnects. */
export const restoreSession = (): void => {
  const { token, user } = getAuthState();
  if (token !== null && user !== null) {
    updateAbilities(user.ability);
    void connectRealtime(token);
  } else {
    resetAbilities();
  }
};
