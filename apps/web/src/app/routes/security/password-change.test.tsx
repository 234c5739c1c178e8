import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeUser } from '../../../test/fixtures';
import { data } from '../../../test/mock-api';
import { fieldErrors, mockSignedIn } from '../../../test/routes-api';
import { findErrorSummary } from '../../../test/routes-forms';
import { renderApp } from '../../testing/render-app';

const fillForm = async (user: ReturnType<typeof renderApp>['user'], current: string, next: string) => {
  await user.type(await screen.findByLabelText(/^current password/i), current);
  await user.type(screen.getByLabelText(/^new password/i), next);
  await user.type(screen.getByLabelText(/^confirm the new password/i), next);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
};

describe('password change', () => {
  it('sent empty, summarises its three fields at the top, takes focus and leads to a field (WCAG 3.3.1)', async () => {
    const { requests } = mockSignedIn(makeUser('seeker'));
    const { user } = renderApp('/security/password/change');

    await user.click(await screen.findByRole('button', { name: 'Change password' }));

    const summary = await findErrorSummary();
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent?.split(':')[0])).toEqual([
      'Current password',
      'New password',
      'Confirm the new password',
    ]);
    await user.click(links[1] as HTMLElement);
    expect(screen.getByLabelText(/^new password/i)).toHaveFocus();
    expect(requests.filter((request) => request.path === '/auth/password/change')).toHaveLength(0);
  });

  it('puts the server field errors on the form fields', async () => {
    const { requests } = mockSignedIn(makeUser('seeker'), {
      'POST /auth/password/change': fieldErrors({ current_password: ['The current password is not correct'] }),
    });
    const { user } = renderApp('/security/password/change');

    await fillForm(user, 'Wrong-Pass-2026!', 'Velvet-Harbor-93x');

    expect(await screen.findByText('The current password is not correct')).toBeInTheDocument();
    expect(screen.getByLabelText(/^current password/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^new password/i)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Error!')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/auth/password/change')).toHaveLength(1);
  });

  it('shows a translated policy error from the server on the new password', async () => {
    mockSignedIn(makeUser('provider'), {
      'POST /auth/logs': { status: 201, body: { data: {} } },
      'POST /auth/password/change': fieldErrors({ password: ['Choose a password you have not used here'] }),
    });
    const { user } = renderApp('/security/password/change');
    await user.click(await screen.findByRole('button', { name: 'Language: English, EN' }));
    // The menu's code loads after the first paint (useAfterPaint); a click before it arrives opens it on arrival,
    // which in a busy test worker can take longer than findBy's default second.
    await user.click(await screen.findByRole('menuitem', { name: 'Deutsch' }, { timeout: 10_000 }));

    await user.type(await screen.findByLabelText(/^aktuelles passwort/i), 'Demo-Pass-2026!');
    await user.type(screen.getByLabelText(/^neues passwort(?! bestätigen)/i), 'Velvet-Harbor-93x');
    await user.type(screen.getByLabelText(/^neues passwort bestätigen/i), 'Velvet-Harbor-93x');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));

    expect(
      await screen.findByText('Wählen Sie ein Passwort, das Sie hier noch nicht verwendet haben'),
    ).toBeInTheDocument();
  });

  it('checks the policy before sending and confirms a change with a toast', async () => {
    const { requests } = mockSignedIn(makeUser('seeker'), {
      'POST /auth/password/change': data({ message: 'Your password has been changed' }),
    });
    const { user } = renderApp('/security/password/change');

    await fillForm(user, 'Demo-Pass-2026!', 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/auth/password/change')).toBe(false);

    await user.clear(screen.getByLabelText(/^new password/i));
    await user.clear(screen.getByLabelText(/^confirm the new password/i));
    await user.type(screen.getByLabelText(/^new password/i), 'Velvet-Harbor-93x');
    await user.type(screen.getByLabelText(/^confirm the new password/i), 'Velvet-Harbor-93x');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(/You have been logged out on your other devices/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^current password/i)).toHaveValue(''));
  });
});
