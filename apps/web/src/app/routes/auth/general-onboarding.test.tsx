import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { storeSession } from '../../../lib/auth/auth-store';
import { makeCheck, makeSession, makeUser } from '../../../test/fixtures';
import { data, mockApi } from '../../../test/mock-api';
import { mockSignedIn } from '../../../test/routes-api';
import { renderApp } from '../../testing/render-app';

describe('general onboarding', () => {
  it('sends the details as multipart, updates the user and lets the guards take over', async () => {
    const newcomer = makeUser('seeker', {
      has_completed_onboarding: false,
      phone: null,
      country_code: null,
      state_code: null,
      city: null,
    });
    const onboarded = makeUser('seeker', { phone: '+4915112345678', country_code: 'DE', state_code: 'BE' });
    const session = makeSession(newcomer);
    storeSession(session);
    let done = false;
    const { requests } = mockApi({
      'POST /auth/check': () => data(makeCheck(done ? makeSession(onboarded) : session)),
      'GET /countries': data([
        { code: 'DE', name: 'Germany', phone_code: '+49', flag: null },
        { code: 'FR', name: 'France', phone_code: '+33', flag: null },
      ]),
      'GET /geo-data': data({
        country: { code: 'DE', name: 'Germany', phone_code: '+49', flag: null },
        states: [{ code: 'BE', name: 'Berlin', country_code: 'DE' }],
        cities: [],
      }),
      'POST /auth/onboarding': () => {
        done = true;
        return data({ user: onboarded });
      },
    });
    const { user, router } = renderApp('/job-seeker/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/onboarding'));

    await user.type(await screen.findByRole('textbox', { name: /mobile phone/i }), '+4915112345678');
    await user.click(screen.getByRole('combobox', { name: /^country/i }));
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    await user.click(screen.getByRole('combobox', { name: /^state or region/i }));
    await user.click(await screen.findByRole('option', { name: 'Berlin' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/job-seeker/home'));
    const sent = requests.find((request) => request.path === '/auth/onboarding')?.body;
    expect(sent).toBeInstanceOf(FormData);
    const form = sent as FormData;
    expect(form.get('phone')).toBe('+4915112345678');
    expect(form.get('country_code')).toBe('DE');
    expect(form.get('state_code')).toBe('BE');
    expect(form.get('first_name')).toBe('Ada');
    expect(form.has('avatar')).toBe(false);
    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument();
  });

  it('shows the rule of the shared schema for a badly written phone number', async () => {
    const { requests } = mockSignedIn(makeUser('provider', { has_completed_onboarding: false, phone: null }), {
      'GET /countries': data([]),
    });
    const { user } = renderApp('/auth/onboarding');

    await user.type(await screen.findByRole('textbox', { name: /mobile phone/i }), '0151 123');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(
      await screen.findByText('Enter the phone number in international format, e.g. +4915112345678'),
    ).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/auth/onboarding')).toBe(false);
  });
});
