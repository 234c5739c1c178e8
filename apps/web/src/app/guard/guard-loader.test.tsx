import type { Session } from '@hireway/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LOCAL_KEYS, SESSION_KEYS } from '../../config/storage-keys';
import { storeSession } from '../../lib/auth/auth-store';
import { makeCheck, makeSession, makeSettings, makeUser } from '../../test/fixtures';
import { data, mockApi } from '../../test/mock-api';
import { jsonBody } from '../../test/routes-api';
import { renderApp } from '../testing/render-app';

/** A user who logged in earlier: token, user and settings in storage. */
const signedIn = (session: Session): Session => {
  storeSession(session);
  return session;
};

const expectPath = async (router: ReturnType<typeof renderApp>['router'], path: string) => {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
};

describe('navigation guards', () => {
  it('sends an anonymous visitor from a protected page to login (rule 4)', async () => {
    mockApi({});
    const { router } = renderApp('/job-seeker/home');
    await expectPath(router, '/auth/login');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('sends "/" to login when nobody is logged in and to the home of the group otherwise (rule 6)', async () => {
    const session = signedIn(makeSession(makeUser('provider')));
    mockApi({ 'POST /auth/check': data(makeCheck(session)), 'POST /auth/logs': { status: 201, body: { data: {} } } });
    const { router } = renderApp('/');
    await expectPath(router, '/provider');
    expect(await screen.findByRole('heading', { name: /Good (morning|afternoon|evening), Ada/ })).toBeInTheDocument();
  });

  it('sends a logged-in user away from login to their home (rule 8)', async () => {
    const session = signedIn(makeSession(makeUser('seeker')));
    mockApi({ 'POST /auth/check': data(makeCheck(session)) });
    const { router } = renderApp('/auth/login');
    await expectPath(router, '/job-seeker/home');
  });

  it('ends the session when the server rejects the token', async () => {
    signedIn(makeSession(makeUser('seeker')));
    mockApi({
      'POST /auth/check': { status: 401, body: { message: 'Your session has ended', code: 'token_expired' } },
    });
    const { router } = renderApp('/job-seeker/home');
    await expectPath(router, '/auth/login');
    expect(window.localStorage.getItem(LOCAL_KEYS.accessToken)).toBeNull();
  });

  it('keeps a seeker out of the provider area (rule 7)', async () => {
    const session = signedIn(makeSession(makeUser('seeker')));
    mockApi({ 'POST /auth/check': data(makeCheck(session)) });
    const { router } = renderApp('/provider');
    await expectPath(router, '/auth/not-authorized');
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
  });

  it('holds a pending provider on the verification page (rule 5)', async () => {
    const session = signedIn(makeSession(makeUser('provider', { profile: { status: 'pending' } })));
    mockApi({ 'POST /auth/check': data(makeCheck(session)) });
    const { router } = renderApp('/provider');
    await expectPath(router, '/auth/business/pending');
    expect(await screen.findByRole('heading', { name: 'Business verification pending' })).toBeInTheDocument();
  });

  it('requests a phone verification and keeps what the answer carries', async () => {
    const session = signedIn(
      makeSession(
        makeUser('seeker', { meta: { phone_verified: false } }),
        makeSettings({
          security_settings: { ...makeSettings().security_settings, require_user_phone_verification: true },
        }),
      ),
    );
    const { requests } = mockApi({
      'POST /auth/check': data(makeCheck(session)),
      'POST /auth/request-phone-verification': data({
        sms_verification_code_timestamp: '2026-03-01T10:00:00.000Z',
        phone_verification_token: 'phone-token',
      }),
    });
    const { router } = renderApp('/job-seeker/home');
    await expectPath(router, '/auth/verify-phone');
    expect(requests.some((request) => request.path === '/auth/request-phone-verification')).toBe(true);
    expect(window.localStorage.getItem(LOCAL_KEYS.phoneVerificationToken)).toBe('phone-token');
    expect(window.localStorage.getItem(LOCAL_KEYS.smsVerificationCodeTimestamp)).toBe('2026-03-01T10:00:00.000Z');
    expect(await screen.findByRole('heading', { name: 'Verify your phone number' })).toBeInTheDocument();
  });

  it('returns a user to the page stored at logout when they enter their home', async () => {
    const session = signedIn(makeSession(makeUser('seeker')));
    window.sessionStorage.setItem(
      SESSION_KEYS.lastPageAccessed,
      JSON.stringify({ path: '/privacy-policy', user_id: session.user.id }),
    );
    mockApi({ 'POST /auth/check': data(makeCheck(session)) });
    const { router } = renderApp('/job-seeker/home');
    await expectPath(router, '/privacy-policy');
    expect(window.sessionStorage.getItem(SESSION_KEYS.lastPageAccessed)).toBeNull();
  });

  it('ignores a stored last page that is an auth page or belongs to someone else', async () => {
    const session = signedIn(makeSession(makeUser('seeker')));
    window.sessionStorage.setItem(
      SESSION_KEYS.lastPageAccessed,
      JSON.stringify({ path: '/privacy-policy', user_id: 'someone-else' }),
    );
    mockApi({ 'POST /auth/check': data(makeCheck(session)) });
    const { router } = renderApp('/job-seeker/home');
    expect(await screen.findByRole('heading', { name: /Good (morning|afternoon|evening), Ada/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/job-seeker/home');
  });

  it('logs each provider page change', async () => {
    const session = signedIn(makeSession(makeUser('provider')));
    const { requests } = mockApi({
      'POST /auth/check': data(makeCheck(session)),
      'POST /auth/logs': { status: 201, body: { data: { message: 'Logged' } } },
    });
    renderApp('/provider');
    await waitFor(() => expect(requests.filter((request) => request.path === '/auth/logs')).toHaveLength(1));
    const log = requests.find((request) => request.path === '/auth/logs');
    expect(jsonBody(log)).toEqual({ route: '/provider' });
  });
});
