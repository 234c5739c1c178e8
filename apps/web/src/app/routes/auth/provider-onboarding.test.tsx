import type { ProviderProfile } from '@hireway/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { storeSession } from '../../../lib/auth/auth-store';
import { makeCheck, makeSession, makeUser } from '../../../test/fixtures';
import { data, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../testing/render-app';

const previous: ProviderProfile = {
  id: 'company-1',
  company_name: 'Northwind GmbH',
  registration_number: 'HRB 12345',
  industry: 'software',
  company_size: '11-50',
  website: 'https://northwind.example',
  description: 'We build logistics software for Europe.',
  phone: '+4915112345678',
  address_line1: 'Torstraße 1',
  city: 'Berlin',
  state_code: null,
  postal_code: null,
  country_code: 'DE',
  logo_url: '/media/logos/northwind.png',
  status: 'declined',
  decline_reason: 'The registration document is unreadable.',
  submitted_at: '2026-11-01T10:00:00.000Z',
  reviewed_at: '2026-11-02T10:00:00.000Z',
  documents: [],
};

describe('business onboarding', () => {
  it('fills the form again after a decline and sends it as multipart', async () => {
    const declined = makeUser('provider', {
      profile: { status: 'declined', decline_reason: previous.decline_reason },
    });
    const pending = makeUser('provider', { profile: { status: 'pending' } });
    const session = makeSession(declined);
    storeSession(session);
    let sent = false;
    const { requests } = mockApi({
      'POST /auth/check': () => data(makeCheck(sent ? makeSession(pending) : session)),
      'GET /auth/onboarding/provider': data(previous),
      'GET /work-industries': data([{ id: 'i1', slug: 'software', name: 'Software' }]),
      'GET /countries': data([{ code: 'DE', name: 'Germany', phone_code: '+49', flag: null }]),
      'POST /auth/onboarding/provider': () => {
        sent = true;
        return data({ user: pending, provider: { ...previous, status: 'pending' } });
      },
    });
    // Rule 5.6: a declined provider redoes onboarding from the declined page, which shows the reason.
    const { user, router } = renderApp('/auth/business/declined');
    expect(await screen.findByText('The registration document is unreadable.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Update business details' }));

    expect(await screen.findByRole('textbox', { name: /company name/i })).toHaveValue('Northwind GmbH');
    // Browsers can fill the company's contact details (WCAG 1.3.5).
    expect(screen.getByRole('textbox', { name: /company name/i })).toHaveAttribute('autocomplete', 'organization');
    expect(screen.getByRole('textbox', { name: /phone/i })).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByRole('textbox', { name: /^address/i })).toHaveAttribute('autocomplete', 'address-line1');
    expect(screen.getByRole('textbox', { name: /^city/i })).toHaveAttribute('autocomplete', 'address-level2');
    expect(screen.getByRole('textbox', { name: /postal code/i })).toHaveAttribute('autocomplete', 'postal-code');
    await user.click(screen.getByRole('button', { name: 'Send for verification' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/business/pending'));
    const body = requests.find(
      (request) => request.method === 'POST' && request.path === '/auth/onboarding/provider',
    )?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('company_name')).toBe('Northwind GmbH');
    expect(form.get('country_code')).toBe('DE');
    expect(form.has('logo')).toBe(false);
  });
});
