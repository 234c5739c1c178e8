import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getAuthState } from '../../../lib/auth/auth-store';
import { changeLanguage } from '../../../lib/i18n';
import { makeUser } from '../../../test/fixtures';
import { data, mockApi } from '../../../test/mock-api';
import { jsonBody, mockSignedIn } from '../../../test/routes-api';
import { renderApp } from '../../testing/render-app';

/*
 * The undo link of an e-mail change (issue #15), e-mailed to the old address: `/auth/login?restore_email=…`
 * restores the address once, says every session was signed out and asks for a new password; a used, expired or
 * blocked link says so in words, in the user's language.
 */

const TOKEN = 'u'.repeat(43);

describe('e-mail restore link', () => {
  it('restores the address once, drops the token from the address and asks for a new password', async () => {
    const { requests } = mockApi({
      'POST /auth/email/restore': data({
        message: 'Your e-mail address is restored and every session is signed out. Change your password now.',
        email: 'ada@example.test',
      }),
    });
    const { router, user } = renderApp(`/auth/login?restore_email=${TOKEN}`);

    const alert = await screen.findByRole('alert', { name: 'Your e-mail address is restored' });
    expect(
      within(alert).getByText('The account uses ada@example.test again, and every session has been signed out.'),
    ).toBeInTheDocument();
    expect(within(alert).getByText(/change it now/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const calls = requests.filter((request) => request.path === '/auth/email/restore');
    expect(calls).toHaveLength(1);
    expect(jsonBody(calls[0])).toEqual({ token: TOKEN });

    await user.click(within(alert).getByRole('link', { name: 'Set a new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/forgot-password'));
  });

  it('says a used or expired link cannot be used', async () => {
    mockApi({
      'POST /auth/email/restore': {
        status: 410,
        body: { message: 'This link has already been used or has expired', code: 'gone' },
      },
    });
    renderApp(`/auth/login?restore_email=${TOKEN}`);

    const alert = await screen.findByRole('alert', { name: 'This link cannot be used' });
    expect(within(alert).getByText(/has already been used or has expired\. If your address/)).toBeInTheDocument();
  });

  it('says when the old address now belongs to another account, in German', async () => {
    mockApi({
      'POST /auth/email/restore': {
        status: 409,
        body: { message: 'Your former e-mail address now belongs to another account…', code: 'conflict' },
      },
    });
    await changeLanguage('de');
    renderApp(`/auth/login?restore_email=${TOKEN}`);

    const alert = await screen.findByRole('alert', { name: 'Dieser Link kann nicht verwendet werden' });
    expect(within(alert).getByText(/gehört inzwischen zu einem anderen Konto/)).toBeInTheDocument();
  });

  it('works in a signed-in browser too: restores, and the browser ends signed out on login with the notice', async () => {
    const { requests } = mockSignedIn(makeUser('seeker', { email: 'mallory@example.test' }), {
      'POST /auth/email/restore': data({
        message: 'Your e-mail address is restored and every session is signed out. Change your password now.',
        email: 'ada@example.test',
      }),
      'POST /auth/logout': { status: 401, body: { message: 'Please log in to continue', code: 'unauthenticated' } },
    });
    const { router } = renderApp(`/auth/login?restore_email=${TOKEN}`);

    const alert = await screen.findByRole('alert', { name: 'Your e-mail address is restored' });
    expect(within(alert).getByText(/uses ada@example\.test again/)).toBeInTheDocument();
    await waitFor(() => expect(getAuthState().token).toBeNull());
    expect(router.state.location.pathname).toBe('/auth/login');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/auth/email/restore')).toHaveLength(1);
    expect(requests.filter((request) => request.path === '/auth/logout')).toHaveLength(1);
  });

  it('leaves a signed-in browser signed in when the link cannot be used, and says why on its home', async () => {
    const { session } = mockSignedIn(makeUser('seeker'), {
      'POST /auth/email/restore': {
        status: 410,
        body: { message: 'This link has already been used or has expired', code: 'gone' },
      },
    });
    const { router } = renderApp(`/auth/login?restore_email=${TOKEN}`);

    expect(await screen.findByText(/has already been used or has expired\. If your address/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/^\/auth\//));
    expect(getAuthState().token).toBe(session.access_token);
  });
});
