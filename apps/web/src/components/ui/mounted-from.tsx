import { Box, useMantineTheme, type MantineBreakpoint } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';

/** Nothing to render inside: React keeps whatever markup the element already holds (see MountedFrom). */
const KEEP_SERVER_MARKUP = { __html: '' };

const matchesNow = (query: string): boolean =>
  typeof window === 'undefined' || typeof window.matchMedia !== 'function' || window.matchMedia(query).matches;

interface MountedFromProps {
  /** The theme breakpoint from which the children are shown (Mantine's `visibleFrom` hides them below it). */
  breakpoint: MantineBreakpoint;
  children: ReactNode;
}

/**
 * Children shown from `breakpoint` up, and mounted only there: a phone does not build, hydrate or run what it never
 * shows (the job board's filter grid: five Selects with floating-ui, 0.3–1.1 s of a phone's main thread).
 *
 * The server does not know the width: it renders the children, hidden below the breakpoint by CSS. A browser as wide
 * hydrates them as usual. A narrower browser renders the same element with empty `dangerouslySetInnerHTML`: React
 * neither hydrates nor replaces what the element holds, so the server's markup stays, hidden and inert, and the
 * hydration matches. When the window becomes as wide (a tablet turned, a window resized), the children are mounted
 * in its place and stay mounted (the CSS hides them again below the breakpoint).
 */
export function MountedFrom({ breakpoint, children }: MountedFromProps) {
  const theme = useMantineTheme();
  const query = `(min-width: ${theme.breakpoints[breakpoint]})`;
  // Read in the browser's first render (the hydration too): that the phone's render differs from the server's is
  // the point, and the element below keeps the server's markup where it does.
  const [wide, setWide] = useState(() => matchesNow(query));
  useEffect(() => {
    if (wide) return undefined;
    const list = window.matchMedia(query);
    const follow = () => {
      if (list.matches) setWide(true);
    };
    list.addEventListener('change', follow);
    follow();
    return () => list.removeEventListener('change', follow);
  }, [wide, query]);
  return wide ? (
    <Box visibleFrom={breakpoint}>{children}</Box>
  ) : (
    // eslint-disable-next-line no-restricted-syntax -- an empty string, no HTML from anywhere: keeps the server's markup unhydrated
    <Box visibleFrom={breakpoint} dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} suppressHydrationWarning />
  );
}
