import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../testing/render-app';
import { mockApi } from '../../test/mock-api';
import { LOCAL_KEYS } from '../../config/storage-keys';

describe('language switcher', () => {
  it('changes the text of the screen and keeps the choice', async () => {
    // The menu's code loads after the first paint (useAfterPaint). Loaded here first, it is there a moment after
    // the first render: a click in the middle of the swap from the stand-in (in a busy worker, seconds after the
    // render) was lost to the test's synthetic events, though not to a browser's.
    await import('../../components/ui/language-menu');
    mockApi({});
    const { user } = renderApp('/auth/login');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();

    // The menu replaces its stand-in a moment after the first render. A click that user-event aimed at the stand-in
    // and that it dispatched after the swap went to a detached button and was lost (1 run in 6, session 9), where a
    // browser would have pressed the button then under the pointer: the menu's own button (Mantine gives it an id)
    // is awaited first.
    const button = () => screen.getByRole('button', { name: 'Language: English, EN' });
    await waitFor(() => expect(button()).toHaveAttribute('id'));
    await user.click(button());
    await user.click(await screen.findByRole('menuitem', { name: 'Deutsch' }, { timeout: 10_000 }));

    expect(await screen.findByRole('heading', { name: 'Willkommen zurück' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LOCAL_KEYS.language)).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });
});

describe('skin toggle', () => {
  it('switches to the dark skin and keeps it in local storage', async () => {
    mockApi({});
    const { user } = renderApp('/auth/login');

    await user.click(await screen.findByRole('button', { name: 'Switch to the dark skin' }));

    await waitFor(() => expect(window.localStorage.getItem(LOCAL_KEYS.colorScheme)).toBe('dark'));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await screen.findByRole('button', { name: 'Switch to the light skin' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Switch to the light skin' }));
    await waitFor(() => expect(window.localStorage.getItem(LOCAL_KEYS.colorScheme)).toBe('light'));
  });
});
