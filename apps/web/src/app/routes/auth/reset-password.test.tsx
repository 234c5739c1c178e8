import { passwordComplexitySettingsSchema, type CheckResponse } from '@hireway/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeSettings } from '../../../test/fixtures';
import { data, mockApi, type RecordedRequest } from '../../../test/mock-api';
import { jsonBody } from '../../../test/routes-api';
import { renderApp } from '../../testing/render-app';

const registrationSettings = data({
  sign_ups_disabled: false,
  password_complexity_settings: passwordComplexitySettingsSchema.parse({ minimum_length: 10 }),
});

const resetCheck = (mfaRequired: boolean): CheckResponse => ({
  authorized: true,
  user: null,
  settings: makeSettings(),
  client_group: null,
  token: { purpose: 'reset', mfa_required: mfaRequired },
});

const bearerOf = (request: RecordedRequest): string | null => request.headers.get('Authorization');

describe('password reset (rule 3)', () => {
  it('sends a link without a token to login', async () => {
    const { requests } = mockApi({ 'GET /auth/registration/settings': registrationSettings });
    const { router } = renderApp('/auth/reset-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(requests.some((request) => request.path === '/auth/check')).toBe(false);
  });

  it('sends an invalid token to forgot-password with the expired message', async () => {
    const { requests } = mockApi({
      'GET /auth/registration/settings': registrationSettings,
      'POST /auth/check': { status: 401, body: { message: 'Please log in to continue', code: 'unauthenticated' } },
    });
    const { router } = renderApp('/auth/reset-password?token=stale-token');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/forgot-password'));
    expect(await screen.findByText('Password reset token has expired')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    const check = requests.find((request) => request.path === '/auth/check');
    expect(check && bearerOf(check)).toBe('Bearer stale-token');
  });

  it('sets a new password with a valid link and says so on the login page', async () => {
    const { requests } = mockApi({
      'GET /auth/registration/settings': registrationSettings,
      'POST /auth/check': data(resetCheck(false)),
      'POST /auth/reset-password': data({ message: 'Your password has been changed. Log in with the new one.' }),
    });
    const { user, router } = renderApp('/auth/reset-password?token=reset-token');

    expect(
      await screen.findByText(
        'Your password must contain at least 10 characters, one uppercase, one lowercase, one special character and one digit',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^new password/i), 'Velvet-Harbor-93x');
    await user.type(screen.getByLabelText(/^confirm the new password/i), 'Velvet-Harbor-93x');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('New password saved')).toBeInTheDocument();
    const reset = requests.find((request) => request.path === '/auth/reset-password');
    expect(reset && bearerOf(reset)).toBe('Bearer reset-token');
    expect(jsonBody(reset)).toEqual({
      password: 'Velvet-Harbor-93x',
      password_confirmation: 'Velvet-Harbor-93x',
    });
  });

  it('asks an MFA account for the app code first, then continues with the verified token', async () => {
    const { requests } = mockApi({
      'GET /auth/registration/settings': registrationSettings,
      'POST /auth/check': (request) => data(resetCheck(bearerOf(request) === 'Bearer reset-token')),
      'POST /mfa/verify-password-reset-request': data({
        reset_token: 'verified-token',
        expires_at: '2099-01-01T00:00:00.000Z',
      }),
    });
    const { user, router } = renderApp('/auth/reset-password?token=reset-token');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/forgot-password-mfa'));
    expect(router.state.location.search).toBe('?token=reset-token');
    await user.type(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.search).toBe('?token=verified-token'));
    expect(router.state.location.pathname).toBe('/auth/reset-password');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    const verify = requests.find((request) => request.path === '/mfa/verify-password-reset-request');
    expect(verify && bearerOf(verify)).toBe('Bearer reset-token');
  });

  it('answers a reset request the same way for any address', async () => {
    const { requests } = mockApi({
      'POST /auth/request-password-reset': data({
        message: 'If an account uses this address, a reset link is on its way',
      }),
    });
    const { user } = renderApp('/auth/forgot-password');

    await user.type(await screen.findByRole('textbox', { name: /e-mail/i }), 'Someone@Example.test');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));

    expect(await screen.findByText(/If an account uses someone@example\.test/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled();
    const sent = requests.find((request) => request.path === '/auth/request-password-reset');
    expect(jsonBody(sent)).toEqual({ email: 'someone@example.test' });
  });
});
