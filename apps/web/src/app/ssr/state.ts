import { LANGUAGES, type Language } from '@hireway/shared';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The id of the `<script type="application/json">` a server-rendered page carries (ADR 0012). */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/** What the server rendered with: the language, the moment, the query cache and the router's loader data. */
export interface SsrState {
  language: Language;
  /** When the server rendered (ms since the epoch): the hydrating render's clock (hooks/use-display-time.ts). */
  rendered_at: number;
  queries: DehydratedState;
  router: HydrationState;
}

const isSsrState = (value: unknown): value is SsrState =>
  typeof value === 'object' &&
  value !== null &&
  'language' in value &&
  (LANGUAGES as readonly unknown[]).includes(value.language) &&
  'rendered_at' in value &&
  typeof value.rendered_at === 'number' &&
  'queries' in value &&
  'router' in value;

/** The state of a server-rendered page, or null for the plain app shell. */
export const readSsrState = (): SsrState | null => {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (element === null) return null;
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    return isSsrState(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

/** What routerReady needs of a router. */
interface StartingRouter {
  state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
}

/**
 * Resolves when the router of a server-rendered page has loaded the lazy screens of the current URL: its first
 * navigation, which runs no loader (the server's loader data is there), only loads them. Render after it, so the
 * first client render is the page the server rendered (not the empty fallback a lazy route shows while it loads).
 * The router matches the URL against the route table it flattened and ranked once, when it was created.
 */
export const routerReady = (router: StartingRouter): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
