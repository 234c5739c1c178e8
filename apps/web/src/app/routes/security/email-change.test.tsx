import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { changeLanguage } from '../../../lib/i18n';
import { makeUser } from '../../../test/fixtures';
import { data, type mockApi, type MockResponse } from '../../../test/mock-api';
import { fieldErrors, jsonBody, mockSignedIn } from '../../../test/routes-api';
import { findErrorSummary } from '../../../test/routes-forms';
import { renderApp } from '../../testing/render-app';

/*
 * The e-mail change form (ADR 0036), beside the password change in the security area: the new address and the
 * current password, the form error summary (ADR 0027), and the server's refusals in words — a wrong password and an
 * address that cannot be used on their fields, a rate limit above the form.
 */

const signedIn = (change?: MockResponse) =>
  mockSignedIn(makeUser('seeker', { email: 'ada@example.test' }), {
    ...(change !== undefined ? { 'POST /auth/email/change': change } : {}),
  });

const fillForm = async (user: ReturnType<typeof renderApp>['user'], email: string, password: string) => {
  await user.type(await screen.findByRole('textbox', { name: /^new e-mail address/i }), email);
  await user.type(screen.getByLabelText(/^current password/i), password);
  await user.click(screen.getByRole('button', { name: 'Change e-mail address' }));
};

const changeCalls = (requests: ReturnType<typeof mockApi>['requests']) =>
  requests.filter((request) => request.path === '/auth/email/change');

describe('e-mail change', () => {
  it('is offered on the security overview beside the password, with the current address', async () => {
    signedIn();
    const { user, router } = renderApp('/security/mfa');

    // The overview's code loads on the way (a lazy route): in a busy worker that takes longer than findBy's second.
    const card = await screen.findByRole('region', { name: 'E-mail address' }, { timeout: 10_000 });
    expect(within(card).getByText(/You sign in with ada@example\.test/)).toBeInTheDocument();
    await user.click(within(card).getByRole('link', { name: 'Change e-mail address' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/security/email/change'));
    expect(await screen.findByRole('heading', { name: 'Change your e-mail address' })).toBeInTheDocument();
    expect(screen.getByText('Your address now: ada@example.test')).toBeInTheDocument();
  });

  it('is in the user menu under Change password, and leads to the form', async () => {
    signedIn();
    const { user, router } = renderApp('/job-seeker/home');

    await user.click(await screen.findByRole('button', { name: /, account menu$/ }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items.indexOf('Change e-mail address')).toBe(items.indexOf('Change password') + 1);
    const entry = screen.getByRole('menuitem', { name: 'Change e-mail address' });
    expect(entry).toHaveAttribute('href', '/security/email/change');
    await user.click(entry);

    await waitFor(() => expect(router.state.location.pathname).toBe('/security/email/change'));
    expect(await screen.findByRole('heading', { name: 'Change your e-mail address' })).toBeInTheDocument();
  });

  it('names the user menu entry in German, French and Portuguese', async () => {
    for (const [language, name] of [
      ['de', 'E-Mail-Adresse ändern'],
      ['fr', 'Changer d’adresse e-mail'],
      ['pt', 'Alterar endereço de e-mail'],
    ] as const) {
      signedIn();
      await changeLanguage(language);
      const { user } = renderApp('/job-seeker/home');
      await user.click(await screen.findByRole('button', { name: /^AO Ada Okafor, / }));
      expect(await screen.findByRole('menuitem', { name })).toHaveAttribute('href', '/security/email/change');
      cleanup();
    }
  });

  it('sent empty, summarises both fields at the top, takes focus and leads to a field (WCAG 3.3.1)', async () => {
    const { requests } = signedIn();
    const { user } = renderApp('/security/email/change');

    await user.click(await screen.findByRole('button', { name: 'Change e-mail address' }));

    const summary = await findErrorSummary();
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent?.split(':')[0])).toEqual(['New e-mail address', 'Current password']);
    await user.click(links[1] as HTMLElement);
    expect(screen.getByLabelText(/^current password/i)).toHaveFocus();
    expect(changeCalls(requests)).toHaveLength(0);
  });

  it('checks the address before sending', async () => {
    const { requests } = signedIn();
    const { user } = renderApp('/security/email/change');

    await fillForm(user, 'not-an-address', 'Demo-Pass-2026!');

    expect((await screen.findAllByText('Enter a valid e-mail address')).length).toBeGreaterThan(0);
    expect(changeCalls(requests)).toHaveLength(0);
  });

  it('puts a wrong password on the password field', async () => {
    const { requests } = signedIn(fieldErrors({ password: ['The password is not correct'] }));
    const { user } = renderApp('/security/email/change');

    await fillForm(user, 'grace@example.test', 'Wrong-Pass-2026!');

    expect((await screen.findAllByText('The password is not correct')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^current password/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /^new e-mail address/i })).not.toHaveAttribute('aria-invalid', 'true');
    const [call] = changeCalls(requests);
    expect(jsonBody(call)).toEqual({
      email: 'grace@example.test',
      password: 'Wrong-Pass-2026!',
    });
  });

  it('says in German that an address cannot be used, on the address field', async () => {
    signedIn(fieldErrors({ email: ['This e-mail address cannot be used'] }));
    await changeLanguage('de');
    const { user } = renderApp('/security/email/change');

    await user.type(await screen.findByRole('textbox', { name: /^neue e-mail-adresse/i }), 'grace@example.test');
    await user.type(screen.getByLabelText(/^aktuelles passwort/i), 'Demo-Pass-2026!');
    await user.click(screen.getByRole('button', { name: 'E-Mail-Adresse ändern' }));

    expect((await screen.findAllByText('Diese E-Mail-Adresse kann nicht verwendet werden')).length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: /^neue e-mail-adresse/i })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when too many attempts were made, above the form', async () => {
    signedIn({
      status: 429,
      headers: { 'retry-after': '840' },
      body: { message: 'Too many attempts. Try again in 840 seconds.', code: 'rate_limited' },
    });
    const { user } = renderApp('/security/email/change');

    await fillForm(user, 'grace@example.test', 'Demo-Pass-2026!');

    expect(await screen.findByText('Too many attempts. Try again in 840 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^new e-mail address/i })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('changes the address, says where the confirmation link went and goes back to the overview', async () => {
    const { requests } = signedIn(
      data({ message: 'Your e-mail address has been changed. Confirm it with the link we sent to it.' }),
    );
    const { user, router } = renderApp('/security/email/change');

    await fillForm(user, ' Grace@Example.test ', 'Demo-Pass-2026!');

    expect(
      await screen.findByText('Your e-mail address is now grace@example.test. Confirm it with the link we sent there.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/security/mfa'));
    expect(changeCalls(requests)).toHaveLength(1);
  });
});
