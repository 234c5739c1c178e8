import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates it, true from the render right after (and
 * from the first render of a screen rendered in the browser only). What only the browser knows (the saved skin)
 * waits for it, so the hydrating render matches the server's HTML.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
