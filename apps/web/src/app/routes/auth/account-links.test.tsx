import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LOCAL_KEYS, SESSION_KEYS } from '../../../config/storage-keys';
import { getAuthState, storeSession } from '../../../lib/auth/auth-store';
import { makeCheck, makeSession, makeSettings, makeUser } from '../../../test/fixtures';
import { data, mockApi } from '../../../test/mock-api';
import { fieldErrors, jsonBody, mockSignedIn, registrationSettings } from '../../../test/routes-api';
import { fillRegistration } from '../../../test/routes-forms';
import { renderApp } from '../../testing/render-app';

describe('e-mail confirmation link', () => {
  it('confirms the address once and drops the token from the address', async () => {
    const { requests } = mockApi({
      'POST /auth/confirm-email': data({ message: 'Your e-mail address is confirmed' }),
    });
    const { router } = renderApp('/auth/login?confirm=confirm-token');

    expect(await screen.findByText('Thank you, your e-mail address is confirmed.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const confirms = requests.filter((request) => request.path === '/auth/confirm-email');
    expect(confirms).toHaveLength(1);
    expect(confirms[0]?.headers.get('Authorization')).toBe('Bearer confirm-token');
  });

  it('confirms in a signed-in browser too (right after an e-mail change), says so and goes home', async () => {
    const { session, requests } = mockSignedIn(makeUser('seeker'), {
      'POST /auth/confirm-email': data({ message: 'Your e-mail address is confirmed' }),
    });
    const { router } = renderApp('/auth/login?confirm=confirm-token');

    expect(await screen.findByText('Thank you, your e-mail address is confirmed.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/^\/auth\//));
    const confirms = requests.filter((request) => request.path === '/auth/confirm-email');
    expect(confirms).toHaveLength(1);
    expect(confirms[0]?.headers.get('Authorization')).toBe('Bearer confirm-token');
    expect(getAuthState().token).toBe(session.access_token);
  });

  it('says when the link has expired and offers a new one', async () => {
    const { requests } = mockApi({
      'POST /auth/confirm-email': {
        status: 401,
        body: { message: 'Please log in to continue', code: 'unauthenticated' },
      },
      'POST /auth/account/confirmation/resend': data({ message: 'If this address has an account…' }),
    });
    const { user } = renderApp('/auth/login?confirm=used-token');

    const alert = await screen.findByRole('alert', { name: /This link cannot be used/ });
    expect(within(alert).getByText(/has expired or has already been used/)).toBeInTheDocument();
    await user.type(within(alert).getByRole('textbox', { name: /e-mail/i }), 'ada@example.test');
    await user.click(within(alert).getByRole('button', { name: 'Send a new link' }));

    expect(await screen.findByText(/a new link is on its way/)).toBeInTheDocument();
    const resend = requests.find((request) => request.path === '/auth/account/confirmation/resend');
    expect(jsonBody(resend)).toEqual({ email: 'ada@example.test' });
  });
});

describe('check-your-inbox page (rule 1)', () => {
  it('follows a successful sign-up and can send the link again after the cool-down', async () => {
    const session = makeSession(makeUser('seeker', { email: 'grace@example.test', has_completed_onboarding: false }));
    mockApi({
      'GET /auth/registration/settings': registrationSettings(),
      'POST /auth/register': { status: 202, body: { data: { message: 'Check your inbox' } } },
      'POST /auth/login': data(session),
      'POST /auth/check': data(makeCheck(session)),
    });
    const { user, router } = renderApp('/auth/register');

    await fillRegistration(user, { email: 'grace@example.test', password: 'Velvet-Harbor-93x' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/register/confirm-email'));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText(/We have sent a confirmation link to grace@example\.test/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled();
    expect(window.sessionStorage.getItem(SESSION_KEYS.registrationEmail)).toBe('grace@example.test');
  });

  it('is not reachable any other way', async () => {
    window.sessionStorage.setItem(SESSION_KEYS.registrationEmail, 'grace@example.test');
    mockApi({});
    const { router } = renderApp('/auth/register/confirm-email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});

describe('phone verification', () => {
  it('confirms the texted code with the stored phone token and continues', async () => {
    const settings = makeSettings({
      security_settings: { ...makeSettings().security_settings, require_user_phone_verification: true },
    });
    const unverified = makeSession(makeUser('seeker', { meta: { phone_verified: false } }), settings);
    const verified = makeSession(makeUser('seeker'), settings);
    storeSession(unverified);
    window.localStorage.setItem(LOCAL_KEYS.phoneVerificationToken, 'phone-token');
    window.localStorage.setItem(LOCAL_KEYS.smsVerificationCodeTimestamp, new Date().toISOString());
    let confirmed = false;
    const { requests } = mockApi({
      'POST /auth/check': () => data(makeCheck(confirmed ? verified : unverified)),
      'POST /auth/confirm-phone': () => {
        confirmed = true;
        return data({ message: 'Your phone number is verified' });
      },
    });
    const { user, router } = renderApp('/auth/verify-phone');

    expect(await screen.findByText(/by text message to \+491\*+678/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), '112233');
    await user.click(screen.getByRole('button', { name: 'Verify my number' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/job-seeker/home'));
    expect(await screen.findByText('Your phone number is verified.')).toBeInTheDocument();
    const confirm = requests.find((request) => request.path === '/auth/confirm-phone');
    expect(confirm?.headers.get('Authorization')).toBe('Bearer phone-token');
    expect(window.localStorage.getItem(LOCAL_KEYS.phoneVerificationToken)).toBeNull();
  });

  it('shows a wrong code and sends a new one when the cool-down is over', async () => {
    const settings = makeSettings({
      security_settings: { ...makeSettings().security_settings, require_user_phone_verification: true },
    });
    window.localStorage.setItem(LOCAL_KEYS.phoneVerificationToken, 'phone-token');
    window.localStorage.setItem(LOCAL_KEYS.smsVerificationCodeTimestamp, '2020-01-01T00:00:00.000Z');
    mockSignedIn(
      makeUser('provider', { meta: { phone_verified: false } }),
      {
        'POST /auth/confirm-phone': fieldErrors({ code: ['The code is not correct'] }),
        'POST /auth/request-phone-verification': data({
          phone_verification_token: 'phone-token-2',
          sms_verification_code_timestamp: new Date().toISOString(),
          expires_at: '2099-01-01T00:00:00.000Z',
          masked_phone: '+49*******321',
        }),
      },
      settings,
    );
    const { user } = renderApp('/auth/verify-phone');

    await user.type(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }), '999999');
    await user.click(screen.getByRole('button', { name: 'Verify my number' }));
    expect(await screen.findByText('The code is not correct')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send me a new code' }));
    expect(await screen.findByText(/A new code is on its way/)).toBeInTheDocument();
    expect(screen.getByText(/\+49\*+321/)).toBeInTheDocument();
    expect(window.localStorage.getItem(LOCAL_KEYS.phoneVerificationToken)).toBe('phone-token-2');
  });
});

describe('maintenance page', () => {
  it('leaves as soon as the check says maintenance is over', async () => {
    const maintenance = makeSettings({
      general_settings: { ...makeSettings().general_settings, enable_maintenance_mode: true },
    });
    const during = makeSession(makeUser('seeker'), maintenance);
    const afterwards = makeSession(makeUser('seeker'));
    storeSession(during);
    let over = false;
    mockApi({ 'POST /auth/check': () => data(makeCheck(over ? afterwards : during)) });
    const { user, router } = renderApp('/job-seeker/home');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/maintenance-mode'));
    expect(await screen.findByRole('heading', { name: 'We will be back soon' })).toBeInTheDocument();
    over = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-seeker/home'));
  });
});
