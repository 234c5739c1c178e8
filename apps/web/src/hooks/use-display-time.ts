import { formatDate, formatTime } from '@hireway/shared';
import { createContext, useContext, useMemo } from 'react';

import { useHydrated } from './use-hydrated';

/*
 * Dates on a server-rendered page (ADR 0023). The server does not know the visitor's time zone, and its own is not
 * the visitor's, so an instant near midnight is another day on each side and the browser's first render would not
 * match the server's HTML (React error #418). So the first render on both sides writes instants in one zone (UTC)
 * at one moment (when the server rendered, carried in the page's state); right after hydrating, React renders them
 * again in the visitor's zone and clock. Screens rendered in the browser only use the visitor's from the start.
 */

/** The zone of a page's server render and of its hydration. */
export const SERVER_TIME_ZONE = 'UTC';

/** When the server rendered the page (ms since the epoch); null outside a server-rendered page. */
const RenderedAtContext = createContext<number | null>(null);
export const RenderedAtProvider = RenderedAtContext.Provider;

/**
 * The zone to show instants in: UTC while the server renders and the browser hydrates, then the visitor's own
 * (undefined: the runtime's zone), rendered again right after hydrating.
 */
export const useDisplayTimeZone = (): string | undefined => (useHydrated() ? undefined : SERVER_TIME_ZONE);

/** formatDate and formatTime in the display zone. A calendar date (a deadline) is the same day in every zone. */
export function useDateFormat(): { date: (value: Date | string) => string; time: (value: Date | string) => string } {
  const timeZone = useDisplayTimeZone();
  return useMemo(() => {
    const options = timeZone === undefined ? {} : { timeZone };
    return {
      date: (value: Date | string) => formatDate(value, options),
      time: (value: Date | string) => formatTime(value, options),
    };
  }, [timeZone]);
}

const visitorsYear = (): number => new Date().getFullYear();
const utcYearAt = (renderedAt: number | null): number => new Date(renderedAt ?? Date.now()).getUTCFullYear();

/** The current year: the server's render moment's (in UTC) on the server and while hydrating, the visitor's after. */
export function useCurrentYear(): number {
  const renderedAt = useContext(RenderedAtContext);
  return useHydrated() ? visitorsYear() : utcYearAt(renderedAt);
}
