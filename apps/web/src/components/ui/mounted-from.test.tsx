import { MantineProvider } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';

import { hydrateServerRender } from '../../test/hydrate';
import { MountedFrom } from './mounted-from';

/*
 * The job board's desktop filters on a phone: the server renders them (it does not know the width), a phone keeps
 * that markup without hydrating or mounting them, and mounts them when the window becomes wide enough.
 */

const originalMatchMedia = window.matchMedia;
let wide = false;
let listeners: (() => void)[] = [];

/** A window as wide as `sm` or not, whose width queries tell their listeners when it changes. */
const installWidth = (isWide: boolean) => {
  wide = isWide;
  listeners = [];
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query.startsWith('(min-width:') && wide;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => {
        if (query.startsWith('(min-width:')) listeners.push(listener);
      },
      removeEventListener: (_: string, listener: () => void) => {
        listeners = listeners.filter((known) => known !== listener);
      },
    }) as unknown as MediaQueryList;
};

let mounts = 0;
function Probe() {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <input aria-label="Category" readOnly value="Engineering" />;
}

const page = () => (
  <MantineProvider>
    <MountedFrom breakpoint="sm">
      <Probe />
    </MountedFrom>
  </MantineProvider>
);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  window.matchMedia = originalMatchMedia;
  document.body.innerHTML = '';
  mounts = 0;
});

/** The server's page (rendered as the server does: with the children), hydrated in a window of the given width. */
const hydrateAt = async (isWide: boolean): Promise<unknown[]> => {
  installWidth(true);
  const hydrated = await hydrateServerRender(page, () => installWidth(isWide));
  root = hydrated.root;
  return hydrated.errors;
};

describe('MountedFrom', () => {
  it('hydrates its children in a window as wide as the breakpoint', async () => {
    expect(await hydrateAt(true)).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Category' })).toBeInTheDocument();
    expect(mounts).toBe(1);
  });

  it('keeps the server’s markup on a phone without hydrating it, and mounts the children once the window widens', async () => {
    expect(await hydrateAt(false)).toEqual([]);
    // The markup is the server's, untouched (CSS hides it below the breakpoint); nothing of it ran.
    expect(screen.getByRole('textbox', { name: 'Category' })).toBeInTheDocument();
    expect(mounts).toBe(0);

    await act(async () => {
      wide = true;
      for (const listener of listeners) listener();
      await Promise.resolve();
    });
    expect(screen.getAllByRole('textbox', { name: 'Category' })).toHaveLength(1);
    expect(mounts).toBe(1);
  });
});
