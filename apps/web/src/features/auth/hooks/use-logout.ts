import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import { getAuthState } from '../../../lib/auth/auth-store';
import { rememberLastPage } from '../../../lib/auth/last-page';
import { endSession } from '../../../lib/auth/session';
import { clearToasts } from '../../../lib/notify';
import { logout } from '../api/logout';

/**
 * Spec section 4: call logout, forget token, user and abilities, remember where the user was,
 * go to login. `replace` plus the guard keep Back from showing the signed-in page again.
 */
export function useLogout() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const inFlight = useRef(false);

  return useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    const { user } = getAuthState();
    if (user !== null) rememberLastPage(`${location.pathname}${location.search}`, user.id);
    try {
      await logout();
    } catch {
      // The token is dropped locally either way; the server expires it on its own.
    }
    endSession();
    queryClient.clear();
    clearToasts();
    inFlight.current = false;
    await navigate(paths['auth-login'], { replace: true });
  }, [location.pathname, location.search, navigate, queryClient]);
}
