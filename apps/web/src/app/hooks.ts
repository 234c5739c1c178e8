import { nprogress } from '@mantine/nprogress';
import type { RouteMeta } from '@hireway/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigation, useRevalidator } from 'react-router';

import { invalidateTokenChecks } from '../features/auth/api/check';
import { logPageAccess } from '../features/auth/api/page-access-log';
import { getAuthState } from '../lib/auth/auth-store';

/** The progress bar runs while a navigation loads its guard and lazy screen (spec section 1). */
export function useNavigationProgress(): void {
  const { state } = useNavigation();
  const running = useRef(false);
  useEffect(() => {
    if (state !== 'idle' && !running.current) {
      running.current = true;
      nprogress.start();
    } else if (state === 'idle' && running.current) {
      running.current = false;
      nprogress.complete();
    }
  }, [state]);
}

/** Removes the static placeholder of index.html once the first screen has rendered. */
export function useHideInitialLoader(): void {
  useEffect(() => {
    hideInitialLoader();
  }, []);
}

export const hideInitialLoader = (): void => {
  const placeholder = document.getElementById('app-loading');
  if (placeholder === null) return;
  placeholder.setAttribute('data-leaving', '');
  window.setTimeout(() => placeholder.remove(), 200);
};

const isRouteMeta = (value: unknown): value is RouteMeta => typeof value === 'object' && value !== null;

/** Provider pages are logged on every page change (POST /auth/logs). */
export function usePageAccessLog(): void {
  const { pathname } = useLocation();
  const matches = useMatches();
  const logged = matches.some((match) => {
    const handle: unknown = match.handle;
    return isRouteMeta(handle) && handle.logAccess === true;
  });
  const lastLogged = useRef<string | null>(null);
  useEffect(() => {
    if (!logged || getAuthState().user === null) {
      lastLogged.current = null;
      return;
    }
    // StrictMode runs effects twice in development: one page change is one log entry.
    if (lastLogged.current === pathname) return;
    lastLogged.current = pathname;
    void logPageAccess({ route: pathname });
  }, [logged, pathname]);
}

/**
 * After a change the server makes to the account (MFA on or off, phone verified): forget the cached
 * token check and run the root loader again, which asks POST /auth/check and stores the fresh user.
 */
export function useRefreshUser(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { revalidate } = useRevalidator();
  return useCallback(async () => {
    invalidateTokenChecks(queryClient);
    await revalidate();
  }, [queryClient, revalidate]);
}
