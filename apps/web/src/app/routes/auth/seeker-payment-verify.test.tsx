import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { storeSession } from '../../../lib/auth/auth-store';
import { makeCheck, makeSession, makeUser } from '../../../test/fixtures';
import { data, mockApi } from '../../../test/mock-api';
import { mockSignedIn } from '../../../test/routes-api';
import { makePayment } from '../../../test/seeker-fixtures';
import { renderApp } from '../../testing/render-app';

const REFERENCE = 'HW-abcdefghijklmnop';
const VERIFY_URL = `/auth/seeker/payment/verify?reference=${REFERENCE}`;

const unpaidSeeker = () =>
  makeUser('seeker', { profile: { has_completed_onboarding: true, payment_status: 'pending' } });
const paidSeeker = () => makeSession(makeUser('seeker'));

describe('payment verification', () => {
  it('says paid, refreshes the user and goes home', async () => {
    const before = makeSession(unpaidSeeker());
    storeSession(before);
    let verified = false;
    const { requests } = mockApi({
      'POST /auth/check': () => data(makeCheck(verified ? paidSeeker() : before)),
      'GET /auth/onboarding/payment/verify': () => {
        verified = true;
        return data({ payment: makePayment({ status: 'paid', paid_at: '2026-11-20T10:01:00.000Z' }) });
      },
    });
    const { user, router } = renderApp(VERIFY_URL);

    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByText(/Your registration fee of €9\.99 is paid/)).toBeInTheDocument();
    // The fresh user comes from POST /auth/check (asked again after the payment).
    await waitFor(() =>
      expect(requests.filter((request) => request.path === '/auth/check').length).toBeGreaterThanOrEqual(2),
    );
    expect(requests.find((request) => request.path === '/auth/onboarding/payment/verify')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Go to my dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-seeker/home'));
  });

  it.each([
    ['failed', 'Payment declined'],
    ['abandoned', 'Payment not completed'],
  ] as const)('offers another try when the payment is %s', async (status, heading) => {
    mockSignedIn(makeUser('seeker', { profile: { has_completed_onboarding: true, payment_status: 'unpaid' } }), {
      'GET /auth/onboarding/payment/verify': data({ payment: makePayment({ status }) }),
    });
    const { user, router } = renderApp(VERIFY_URL);

    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/onboarding/payment'));
    expect(await screen.findByRole('button', { name: 'Pay €9.99' })).toBeInTheDocument();
  });

  it('asks again while the payment is pending', async () => {
    let asked = 0;
    mockSignedIn(unpaidSeeker(), {
      'GET /auth/onboarding/payment/verify': () => {
        asked += 1;
        return data({ payment: makePayment({ status: asked === 1 ? 'pending' : 'paid' }) });
      },
    });
    renderApp(VERIFY_URL);

    expect(await screen.findByRole('heading', { name: 'Waiting for confirmation…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Payment received' }, { timeout: 6000 })).toBeInTheDocument();
    expect(asked).toBe(2);
  });

  it('explains a gateway outage (503) and checks again on request', async () => {
    let down = true;
    mockSignedIn(unpaidSeeker(), {
      'GET /auth/onboarding/payment/verify': () =>
        down
          ? {
              status: 503,
              headers: { 'Retry-After': '30' },
              body: {
                message: 'The payment provider is not answering. Your payment is safe; try again in a moment.',
                code: 'service_unavailable',
              },
            }
          : data({ payment: makePayment({ status: 'paid' }) }),
    });
    const { user } = renderApp(VERIFY_URL);

    expect(await screen.findByRole('heading', { name: 'We cannot check your payment right now' })).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
  });

  it('needs a payment reference in the link', async () => {
    const { requests } = mockSignedIn(unpaidSeeker());
    renderApp('/auth/seeker/payment/verify?reference=not-ours');

    expect(await screen.findByRole('heading', { name: 'No payment to check' })).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/auth/onboarding/payment/verify')).toBe(false);
  });
});
