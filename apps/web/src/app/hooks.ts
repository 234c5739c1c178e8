import { nprogress } from '@mantine/nprogress';
import type { RouteMeta } from '@hireway/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigation, useRevalidator } from 'react-router';

import { MAIN_CONTENT_ID } from '../components/layouts/main-content';
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

const HEADING_WAIT_MS = 3000;

/**
 * After a navigation (a new path, not the first load), focus moves to the page's heading so a screen reader
 * announces the new page and the keyboard starts from there (WCAG 2.4.3); without a heading, to <main>.
 * Screens that load their data first render the heading a little later: it is awaited briefly.
 */
export function useFocusPageHeading(): void {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const first = previous.current === null;
    const changed = previous.current !== pathname;
    previous.current = pathname;
    if (first || !changed) return;
    const started = Date.now();
    let frame = 0;
    const tryFocus = () => {
      const main = document.getElementById(MAIN_CONTENT_ID);
      const heading = main?.querySelector<HTMLElement>('h1') ?? null;
      const target = heading ?? (Date.now() - started > HEADING_WAIT_MS ? main : null);
      if (target === null) {
        frame = window.requestAnimationFrame(tryFocus);
        return;
      }
      // Someone already moved focus into the page (a dialog, an autofocus field): leave it there.
      const active = document.activeElement;
      if (active !== null && active !== document.body && main?.contains(active) === true) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.setAttribute('data-page-heading', '');
      target.focus({ preventScroll: false });
    };
    frame = window.requestAnimationFrame(tryFocus);
    return () => window.cancelAnimationFrame(frame);
  }, [pathname]);
}
