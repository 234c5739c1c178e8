import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';

import { SkinToggle } from '../../components/ui/skin-toggle';
import { createQueryClient } from '../../lib/query-client';
import { hydrateServerRender } from '../../test/hydrate';
import { AppProviders } from '../providers';

/*
 * A visitor who saved the dark skin opens a server-rendered page: the server cannot read the choice (it renders as
 * for a light skin), the browser hydrates with it saved, and the toggle must not make React throw #418.
 */

const SKIN_KEY = 'hireway.color_scheme';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  window.localStorage.removeItem(SKIN_KEY);
  document.body.innerHTML = '';
});

const page = () => (
  <AppProviders queryClient={createQueryClient()} env="test">
    <SkinToggle />
  </AppProviders>
);

describe('the skin toggle on a server-rendered page', () => {
  it('hydrates with a saved dark skin the server did not know, then offers the light skin', async () => {
    window.localStorage.removeItem(SKIN_KEY);
    const hydrated = await hydrateServerRender(page, () => window.localStorage.setItem(SKIN_KEY, 'dark'));
    root = hydrated.root;
    expect(hydrated.errors).toEqual([]);
    expect(screen.getByRole('button', { name: 'Switch to the light skin' })).toBeInTheDocument();
  });
});
