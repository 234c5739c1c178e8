import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeUser } from '../../test/fixtures';
import { mockSignedIn } from '../../test/routes-api';
import { renderApp } from '../testing/render-app';

describe('the seeker menu', () => {
  it('lists the seeker screens and the account page for a seeker', async () => {
    mockSignedIn(makeUser('seeker'));
    const { user } = renderApp('/job-seeker/home');

    const menu = await screen.findByRole('navigation', { name: 'Main navigation' });
    for (const [name, href] of [
      ['Home', '/job-seeker/home'],
      ['My CV', '/job-seeker/manage-cv/personal'],
      ['Resources', '/job-seeker/resources'],
      ['Contact us', '/job-seeker/contact-us'],
    ] as const) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    }

    await user.click(screen.getByRole('button', { name: /, account menu$/ }));
    expect(await screen.findByRole('menuitem', { name: 'My account' })).toHaveAttribute('href', '/auth/account');
  });

  it('shows no seeker entries to a provider', async () => {
    mockSignedIn(makeUser('provider'), { 'POST /auth/logs': { status: 201, body: { data: {} } } });
    renderApp('/provider');

    const menu = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(menu).queryByRole('link', { name: 'My CV' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Resources' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Contact us' })).not.toBeInTheDocument();
  });
});
