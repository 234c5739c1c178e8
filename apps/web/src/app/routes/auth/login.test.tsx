import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LOCAL_KEYS } from '../../../config/storage-keys';
import { makeCheck, makeSession, makeUser } from '../../../test/fixtures';
import { data, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../testing/render-app';

const fillAndSubmit = async (user: ReturnType<typeof renderApp>['user'], email: string, password: string) => {
  await user.type(await screen.findByRole('textbox', { name: /e-mail/i }), email);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
};

describe('login screen', () => {
  it('shows the Error! alert with the server message when the credentials are wrong', async () => {
    mockApi({
      'POST /auth/login': {
        status: 401,
        body: { message: 'The e-mail or password is incorrect', code: 'invalid_credentials' },
      },
    });
    const { user } = renderApp('/auth/login');

    await fillAndSubmit(user, 'seeker@hireway.test', 'Wrong-Pass-2026!');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error!')).toBeInTheDocument();
    expect(within(alert).getByText('The e-mail or password is incorrect')).toBeInTheDocument();
    expect(window.localStorage.getItem(LOCAL_KEYS.accessToken)).toBeNull();
  });

  it('stores the token, goes to the seeker home and welcomes the user', async () => {
    const session = makeSession(makeUser('seeker'));
    const { requests } = mockApi({
      'POST /auth/login': data(session),
      'POST /auth/check': data(makeCheck(session)),
    });
    const { user, router } = renderApp('/auth/login');

    await fillAndSubmit(user, 'seeker@hireway.test', 'Demo-Pass-2026!');

    await waitFor(() => expect(router.state.location.pathname).toBe('/job-seeker/home'));
    expect(window.localStorage.getItem(LOCAL_KEYS.accessToken)).toBe(session.access_token);
    expect(await screen.findByText('Welcome Ada')).toBeInTheDocument();
    expect(screen.getByText('You have successfully logged in as job seeker.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /Good (morning|afternoon|evening), Ada/ })).toBeInTheDocument();

    const login = requests.find((request) => request.path === '/auth/login');
    expect(login?.headers.get('Authorization')).toBeNull();
    // The login answer stands in for the first token check; later calls carry the new token.
    expect(requests.some((request) => request.path === '/auth/check')).toBe(false);
  });

  it('logs out to the login page and Back does not show the home again', async () => {
    const session = makeSession(makeUser('seeker'));
    mockApi({
      'POST /auth/login': data(session),
      'POST /auth/check': data(makeCheck(session)),
      'POST /auth/logout': data({ message: 'You have been logged out' }),
    });
    const { user, router } = renderApp('/auth/login');
    await fillAndSubmit(user, 'seeker@hireway.test', 'Demo-Pass-2026!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-seeker/home'));
    // A second history entry on the home, so that Back after logout lands on a signed-in page.
    await router.navigate('/job-seeker/home?from=menu');
    expect(router.state.location.search).toBe('?from=menu');

    await user.click(await screen.findByRole('button', { name: 'AO Ada Okafor, account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(window.localStorage.getItem(LOCAL_KEYS.accessToken)).toBeNull();
    expect(window.localStorage.getItem(LOCAL_KEYS.user)).toBeNull();

    await router.navigate(-1);
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('heading', { name: /Good (morning|afternoon|evening)/ })).not.toBeInTheDocument();
  });

  it('sends a password-expiry reminder before the home when the password expires soon', async () => {
    const session = makeSession(makeUser('provider', { days_before_password_expire: 5 }));
    mockApi({
      'POST /auth/login': data(session),
      'POST /auth/check': data(makeCheck(session)),
    });
    const { user, router } = renderApp('/auth/login');

    await fillAndSubmit(user, 'provider@hireway.test', 'Demo-Pass-2026!');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/password-expiration'));
    expect(await screen.findByText(/expires in 5 days/)).toBeInTheDocument();
  });
});
