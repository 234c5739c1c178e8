import { passwordComplexitySettingsSchema } from '@hireway/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { data, mockApi } from '../../../test/mock-api';
import { fieldErrors, jsonBody, registrationSettings } from '../../../test/routes-api';
import { fillRegistration } from '../../../test/routes-forms';
import { renderApp } from '../../testing/render-app';

/** Sign-ups open; a password of at least 12 characters with no special character needed. */
const settings = registrationSettings({ minimum_length: 12, include_special_character: false });

describe('register screen', () => {
  it('shows the password hint built from the registration settings', async () => {
    mockApi({ 'GET /auth/registration/settings': settings });
    renderApp('/auth/register');

    expect(
      await screen.findByText(
        'Your password must contain at least 12 characters, one uppercase, one lowercase and one digit',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Find a job' })).toBeChecked();
  });

  it('puts the server field errors on the form fields', async () => {
    const { requests } = mockApi({
      'GET /auth/registration/settings': settings,
      'POST /auth/register': fieldErrors({ email: ['This e-mail address cannot receive mail'] }),
    });
    const { user } = renderApp('/auth/register');

    await user.click(await screen.findByRole('radio', { name: 'Hire people' }));
    await fillRegistration(user, { email: 'grace@hireway.test', password: 'Velvet-Harbor-93x' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('This e-mail address cannot receive mail')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /e-mail/i })).toHaveAttribute('aria-invalid', 'true');

    const sent = requests.find((request) => request.path === '/auth/register');
    expect(sent?.body).toBeInstanceOf(FormData);
    const form = sent?.body as FormData;
    expect(form.get('user_group')).toBe('provider');
    expect(form.get('accept_terms')).toBe('true');
  });

  it('says "check your inbox" when the address already had an account (the API answers the same 202)', async () => {
    const { requests } = mockApi({
      'GET /auth/registration/settings': settings,
      'POST /auth/register': { status: 202, body: { data: { message: 'Check your inbox' } } },
      'POST /auth/login': {
        status: 401,
        body: { message: 'The e-mail or password is incorrect', code: 'invalid_credentials' },
      },
    });
    const { user, router } = renderApp('/auth/register');

    await fillRegistration(user, { email: 'grace@hireway.test', password: 'Velvet-Harbor-93x' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/register/success'));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText(/We have sent a message to grace@hireway\.test/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const login = requests.find((request) => request.path === '/auth/login');
    expect(jsonBody(login)).toEqual({
      email: 'grace@hireway.test',
      password: 'Velvet-Harbor-93x',
    });
  });

  it('checks the password against the policy before sending', async () => {
    const { requests } = mockApi({ 'GET /auth/registration/settings': settings });
    const { user } = renderApp('/auth/register');

    await user.type(await screen.findByLabelText(/^password/i), 'short1A');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Password must be at least 12 characters')).toBeInTheDocument();
    expect(screen.getByText('You must accept the terms to register')).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/auth/register')).toBe(false);
  });

  it('goes to the sign-ups-closed page when registration is closed', async () => {
    mockApi({
      'GET /auth/registration/settings': data({
        sign_ups_disabled: true,
        password_complexity_settings: passwordComplexitySettingsSchema.parse({}),
      }),
    });
    const { router } = renderApp('/auth/register');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/register/closed'));
    expect(await screen.findByRole('heading', { name: 'Sign-ups are closed' })).toBeInTheDocument();
  });
});
