import { useCallback, useEffect, useRef, useState, type RefCallback } from 'react';

import { useHydrated } from './use-hydrated';

const loaded = new WeakMap<() => Promise<unknown>, unknown>();
/** A failed load (a busy server, a flaky network) is tried again this often, this many ms apart, then given up. */
const RETRIES = 3;
const RETRY_MS = 2_000;

/**
 * A module the first paint does not need (a menu's dropdown, a tooltip, the toast container), loaded right after
 * the first render so that it stays out of the first visit's JavaScript (ADR 0032): `undefined` until it is there,
 * then the module. The caller renders a stand-in that looks and reads the same until then. `undefined` on the
 * server and while the browser hydrates, so hydration matches the server's HTML; a screen mounted later gets an
 * already loaded module at once. `load` must be a module-level function (it keys the cache). A failed load keeps
 * the stand-in (the next mount tries again).
 */
export function useAfterPaint<T>(load: () => Promise<T>): T | undefined {
  const hydrated = useHydrated();
  const [module, setModule] = useState<T | undefined>(() => loaded.get(load) as T | undefined);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (module !== undefined || failures > RETRIES) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () =>
      load().then(
        (value) => {
          loaded.set(load, value);
          if (live) setModule(() => value);
        },
        () => {
          if (live) setFailures((count) => count + 1);
        },
      );
    if (failures === 0) void attempt();
    else timer = setTimeout(() => void attempt(), RETRY_MS);
    return () => {
      live = false;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [load, module, failures]);
  return hydrated ? module : undefined;
}

/**
 * A ref for the focusable element of a stand-in and for the same element in what replaces it: when the module of
 * useAfterPaint arrives the stand-in leaves the page, and if it had focus the replacement takes it. A keyboard user
 * who had tabbed to it keeps their place (WCAG 2.4.3) instead of being sent back to the start of the page. Give the
 * one ref to both; it never moves focus otherwise.
 */
export function useFocusCarried<T extends HTMLElement>(): RefCallback<T> {
  const carried = useRef(false);
  return useCallback((element: T) => {
    if (carried.current) {
      carried.current = false;
      element.focus();
    }
    // React calls a ref's clean-up while its element is still on the page, before it removes it.
    return () => {
      carried.current = element.contains(document.activeElement);
    };
  }, []);
}
