import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LOCAL_KEYS } from '../../../config/storage-keys';
import { makeCheck, makeSession, makeUser } from '../../../test/fixtures';
import { data, mockApi } from '../../../test/mock-api';
import { fieldErrors, jsonBody } from '../../../test/routes-api';
import { renderApp } from '../../testing/render-app';

const challenge = {
  mfa_required: true,
  mfa_token: 'mfa-token-1',
  expires_at: '2099-01-01T00:00:00.000Z',
  methods: ['totp', 'email', 'recovery_code'],
};

const logInWithPassword = async (user: ReturnType<typeof renderApp>['user']) => {
  await user.type(await screen.findByRole('textbox', { name: /e-mail/i }), 'seeker@hireway.test');
  await user.type(screen.getByLabelText(/^password/i), 'Demo-Pass-2026!');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
};

const typeCode = async (user: ReturnType<typeof renderApp>['user'], code: string) => {
  await user.type(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }), code);
};

describe('MFA login', () => {
  it('asks for the second factor after the password and then signs in like a password login', async () => {
    const session = makeSession(makeUser('seeker', { meta: { mfa_enabled: true } }));
    const { requests } = mockApi({
      'POST /auth/login': data(challenge),
      'POST /mfa/authenticate': data(session),
      'POST /auth/check': data(makeCheck(session)),
    });
    const { user, router } = renderApp('/auth/login');

    await logInWithPassword(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/mfa'));
    expect(window.localStorage.getItem(LOCAL_KEYS.mfaAccessToken)).toBe('mfa-token-1');
    expect(window.localStorage.getItem(LOCAL_KEYS.accessToken)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();

    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/job-seeker/home'));
    expect(window.localStorage.getItem(LOCAL_KEYS.accessToken)).toBe(session.access_token);
    expect(window.localStorage.getItem(LOCAL_KEYS.mfaAccessToken)).toBeNull();
    expect(await screen.findByText('Welcome Ada')).toBeInTheDocument();

    const authenticate = requests.find((request) => request.path === '/mfa/authenticate');
    expect(authenticate?.headers.get('Authorization')).toBe('Bearer mfa-token-1');
    expect(jsonBody(authenticate)).toEqual({ code: '123456' });
  });

  it('shows a wrong code under the code boxes and can e-mail a code instead', async () => {
    window.localStorage.setItem(LOCAL_KEYS.mfaAccessToken, 'mfa-token-1');
    const { requests } = mockApi({
      'POST /mfa/authenticate': fieldErrors({ code: ['The code is not correct'] }),
      'POST /mfa/otp/resend': data({ message: 'A code is on its way to your e-mail address' }),
    });
    const { user } = renderApp('/auth/mfa');

    await typeCode(user, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is not correct')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send me a code by e-mail instead' }));
    expect(await screen.findByText(/We have sent a 6-digit code to your e-mail address/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send another e-mail in \d+ s/ })).toBeDisabled();
    const resend = requests.find((request) => request.path === '/mfa/otp/resend');
    expect(resend?.headers.get('Authorization')).toBe('Bearer mfa-token-1');
  });

  it('sends a visitor without a pending MFA login back to login', async () => {
    mockApi({});
    const { router } = renderApp('/auth/mfa');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('logs in with a recovery code and advises what to do next', async () => {
    window.localStorage.setItem(LOCAL_KEYS.mfaAccessToken, 'mfa-token-1');
    const session = makeSession(makeUser('provider', { meta: { mfa_enabled: true } }));
    const { requests } = mockApi({
      'POST /mfa/account/recovery': data(session),
      'POST /auth/check': data(makeCheck(session)),
    });
    const { user, router } = renderApp('/auth/mfa');

    await user.click(await screen.findByRole('link', { name: 'Use a recovery code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/security/mfa-recovery'));
    await user.type(await screen.findByRole('textbox', { name: /recovery code/i }), 'ABCDE-12345');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/security/mfa-recovery-success'));
    expect(await screen.findByRole('heading', { name: 'You are logged in' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LOCAL_KEYS.accessToken)).toBe(session.access_token);
    expect(window.localStorage.getItem(LOCAL_KEYS.mfaAccessToken)).toBeNull();
    const recovery = requests.find((request) => request.path === '/mfa/account/recovery');
    expect(recovery?.headers.get('Authorization')).toBe('Bearer mfa-token-1');
    expect(jsonBody(recovery)).toEqual({ recovery_code: 'ABCDE-12345' });

    await user.click(screen.getByRole('link', { name: 'Manage two-factor authentication' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/security/mfa'));
    const status = await screen.findByRole('region', { name: 'Two-factor authentication' });
    expect(within(status).getByText('On')).toBeInTheDocument();
  });

  it('shows a used recovery code on the field', async () => {
    window.localStorage.setItem(LOCAL_KEYS.mfaAccessToken, 'mfa-token-1');
    mockApi({
      'POST /mfa/account/recovery': fieldErrors({
        recovery_code: ['This recovery code is not valid or was already used'],
      }),
    });
    const { user } = renderApp('/security/mfa-recovery');

    await user.type(await screen.findByRole('textbox', { name: /recovery code/i }), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('This recovery code is not valid or was already used')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /recovery code/i })).toHaveAttribute('aria-invalid', 'true');
  });
});
