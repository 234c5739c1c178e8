import { LOGIN_TOKEN_CLEAR_DELAY_MS } from '@hireway/shared';
import { useCallback, useEffect, useRef } from 'react';

import { clearAccessToken, getAccessToken } from '../../../lib/auth/auth-store';

/**
 * Spec section 4: stored tokens are cleared 200 ms after a login starts. Only the token that was
 * there when the login started is cleared, so a fast successful login keeps its new token.
 */
export function useStaleTokenClear() {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(() => {
    const staleToken = getAccessToken();
    if (staleToken === null) return;
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      if (getAccessToken() === staleToken) clearAccessToken();
    }, LOGIN_TOKEN_CLEAR_DELAY_MS);
  }, []);
}
