import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../../testing/render-app';
import { mockApi } from '../../../test/mock-api';
import { fieldErrors, registrationSettings } from '../../../test/routes-api';
import { fillRegistration } from '../../../test/routes-forms';

const summaryOf = () => screen.getByText('Please check these fields').closest<HTMLElement>('[data-error-summary]');

describe('the error summary of a form (WCAG 3.3.1)', () => {
  it('lists the errors of an empty login at the top, takes focus and leads to each field', async () => {
    mockApi({});
    const { user } = renderApp('/auth/login');
    const email = await screen.findByRole('textbox', { name: /e-mail/i });
    expect(screen.queryByText('Please check these fields')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const summary = await waitFor(() => {
      const found = summaryOf();
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    // In the order of the form, each named by its label (without the required asterisk) and the field's message.
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^E-mail: \S/),
      expect.stringMatching(/^Password: \S/),
    ]);
    expect(links[0]).toHaveAttribute('href', `#${email.id}`);

    await user.click(links[1] as HTMLElement);
    expect(screen.getByLabelText(/^password/i)).toHaveFocus();

    // A fixed field leaves the summary.
    await user.type(email, 'ada@hireway.test');
    await user.tab();
    await waitFor(() => expect(within(summary).getAllByRole('link')).toHaveLength(1));
  });

  it('lists the field errors the server answered (register)', async () => {
    mockApi({
      'GET /auth/registration/settings': registrationSettings({ minimum_length: 12 }),
      'POST /auth/register': fieldErrors({ email: ['This e-mail address cannot receive mail'] }),
    });
    const { user } = renderApp('/auth/register');

    await fillRegistration(user, { email: 'grace@hireway.test', password: 'Velvet-Harbor-93x!' });
    expect(screen.queryByText('Please check these fields')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const link = await screen.findByRole('link', { name: 'E-mail: This e-mail address cannot receive mail' });
    expect(summaryOf()).toContainElement(link);
  });
});
