import type { AdminProvider, AdminUserDetail, AdminUserSummary } from '@hireway/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { pageOf } from '../../../test/candidate-fixtures';
import { makeUser } from '../../../test/fixtures';
import { data } from '../../../test/mock-api';
import { jsonBody, mockSignedIn } from '../../../test/routes-api';
import { renderApp } from '../../testing/render-app';

const meta = (total: number) => ({ page: 1, per_page: 50, total, last_page: 1 });

/**
 * The admin home's answer: one seeker, three providers and two admins, 7 live jobs, €50 collected (all on the last of
 * 30 days in October 2026); the sign-ups of each day by its index.
 */
const adminDashboard = (
  pendingVerifications: number,
  signups: (index: number) => { seekers: number; providers: number },
) =>
  data({
    users_by_group: { seeker: 1, provider: 3, admin: 2 },
    suspended_users: 0,
    pending_verifications: pendingVerifications,
    live_jobs: 7,
    applications_this_week: 4,
    fees_collected: [{ currency: 'EUR', amount: 5000, count: 2 }],
    series: Array.from({ length: 30 }, (_, index) => ({
      date: `2026-10-${String(index + 1).padStart(2, '0')}`,
      ...signups(index),
      applications: 0,
      fees: index === 29 ? 5000 : 0,
    })),
  });

const adminUser = (mfa = true) => makeUser('admin', { meta: { mfa_enabled: mfa } });

const provider = (overrides: Partial<AdminProvider> = {}): AdminProvider => ({
  id: '7d3c2c52-8a1b-4b4f-9c55-0c1b8b1d9a01',
  company_name: 'Harbour Freight GmbH',
  registration_number: 'HRB 998877',
  industry: 'logistics',
  company_size: '11-50',
  website: null,
  description: null,
  phone: '+4940123456',
  address_line1: 'Kaistraße 4',
  city: 'Hamburg',
  state_code: null,
  postal_code: '20457',
  country_code: 'DE',
  logo_url: null,
  status: 'pending',
  decline_reason: null,
  submitted_at: '2026-11-20T09:00:00.000Z',
  reviewed_at: null,
  documents: [
    {
      id: 'doc-1',
      kind: 'registration_certificate',
      filename: 'register.pdf',
      content_type: 'application/pdf',
      size_bytes: 2048,
      created_at: '2026-11-20T09:00:00.000Z',
      download_url: '/api/v1/admin/providers/7d3c2c52-8a1b-4b4f-9c55-0c1b8b1d9a01/documents/doc-1',
    },
  ],
  contact: { first_name: 'Jonas', last_name: 'Berg', email: 'jonas@harbour.test' },
  ...overrides,
});

const summary = (overrides: Partial<AdminUserSummary> = {}): AdminUserSummary => ({
  id: '0b8f7c1e-2d7a-4f7e-9a51-3c2d1e0f9a11',
  email: 'lina@example.test',
  first_name: 'Lina',
  last_name: 'Moreau',
  user_type: 'client',
  user_group: 'seeker',
  status: 'active',
  mfa_enabled: false,
  email_verified: true,
  company_name: null,
  created_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const detail = (overrides: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  ...summary(),
  phone: '+4915112345678',
  language: 'en',
  country_code: 'DE',
  city: 'Berlin',
  phone_verified: true,
  has_completed_onboarding: true,
  password_changed_at: '2026-11-01T10:00:00.000Z',
  profile: { status: null, decline_reason: null, payment_status: 'paid' },
  cv: null,
  applications: [],
  payments: [],
  sessions: [],
  permissions: [],
  history: [],
  ...overrides,
});

describe('admin console', () => {
  it('sends an admin without two-factor authentication to its set-up before the console opens', async () => {
    mockSignedIn(adminUser(false));
    const { router } = renderApp('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/security/mfa'));
    expect(await screen.findByRole('heading', { name: 'Security' })).toBeInTheDocument();
  });

  it('shows the platform at a glance on the admin home', async () => {
    mockSignedIn(adminUser(), {
      'GET /admin/dashboard': adminDashboard(2, (index) => ({ seekers: index === 29 ? 1 : 0, providers: 0 })),
    });
    renderApp('/admin');
    const users = await screen.findByRole('region', { name: 'Users' });
    expect(await within(users).findByText('6')).toBeInTheDocument();
    expect(within(users).getByText('1 job seeker · 3 providers · 2 admins')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Live jobs' })).getByText('7')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Fees collected' })).getByText('€50.00')).toBeInTheDocument();
    expect(screen.getByText('2 businesses are waiting for verification.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sign-ups per day' })).toBeInTheDocument();
  });

  it('gives each chart of the admin home its day-by-day figures as a table (issue 14)', async () => {
    mockSignedIn(adminUser(), {
      'GET /admin/dashboard': adminDashboard(0, (index) => ({
        seekers: index === 29 ? 1 : index === 0 ? 3 : 0,
        providers: index === 29 ? 2 : 0,
      })),
    });
    const { user } = renderApp('/admin');
    const show = await screen.findByRole('button', { name: 'Show the figures as a table: Sign-ups per day' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'Sign-ups per day' })).not.toBeInTheDocument();

    await user.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    expect(show).toHaveAccessibleName('Hide the table of figures: Sign-ups per day');
    const signups = screen.getByRole('table', { name: 'Sign-ups per day' });
    const rows = within(signups).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toHaveLength(31);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Job seekers', 'Providers']);
    expect(within(signups).getByRole('rowheader', { name: '01-10-2026' }).parentElement).toHaveTextContent(
      '01-10-202630',
    );
    expect(within(signups).getByRole('rowheader', { name: '30-10-2026' }).parentElement).toHaveTextContent(
      '30-10-202612',
    );

    // The fees are written as in the legend, per day.
    await user.click(screen.getByRole('button', { name: 'Show the figures as a table: Fees collected per day' }));
    const fees = screen.getByRole('table', { name: 'Fees collected per day' });
    expect(within(fees).getByRole('rowheader', { name: '30-10-2026' }).parentElement).toHaveTextContent('€50.00');
    expect(within(fees).getByRole('rowheader', { name: '29-10-2026' }).parentElement).toHaveTextContent('€0.00');
  });

  it('approves a pending business and declines another with a reason', async () => {
    const first = provider();
    const second = provider({ id: '9a9b2c52-8a1b-4b4f-9c55-0c1b8b1d9a02', company_name: 'Blue Crates Ltd' });
    const { requests } = mockSignedIn(adminUser(), {
      'GET /admin/providers': { body: { data: [first, second], meta: meta(2) } },
      [`POST /admin/providers/${first.id}/approve`]: data({ ...first, status: 'approved' }),
      [`POST /admin/providers/${second.id}/decline`]: data({ ...second, status: 'declined' }),
    });
    const { user } = renderApp('/admin/providers');

    const card = await screen.findByRole('article', { name: 'Harbour Freight GmbH' });
    expect(within(card).getByText('HRB 998877')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: /Download register\.pdf \(registration certificate\)/ }),
    ).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(requests.some((r) => r.path === `/admin/providers/${first.id}/approve`)).toBe(true));
    expect(await screen.findByText('Harbour Freight GmbH is approved.')).toBeInTheDocument();

    const other = screen.getByRole('article', { name: 'Blue Crates Ltd' });
    await user.click(within(other).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this business' });
    const reason = within(dialog).getByLabelText(/^Reason/);
    await user.type(reason, 'Bad.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Reason must be at least 10 characters')).toBeInTheDocument();
    expect(requests.some((r) => r.path.endsWith('/decline'))).toBe(false);
    await user.clear(reason);
    await user.type(reason, 'The certificate is unreadable; upload a clear scan.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => {
      const decline = requests.find((r) => r.path === `/admin/providers/${second.id}/decline`);
      expect(jsonBody(decline)).toEqual({
        reason: 'The certificate is unreadable; upload a clear scan.',
      });
    });
  });

  it('searches users, opens one and suspends them with a reason', async () => {
    const lina = summary();
    let current = detail();
    const { requests } = mockSignedIn(adminUser(), {
      'GET /admin/users': pageOf([lina]),
      [`GET /admin/users/${lina.id}`]: () => data(current),
      [`POST /admin/users/${lina.id}/suspend`]: () => {
        current = detail({ status: 'suspended' });
        return data(current);
      },
    });
    const { user } = renderApp('/admin/users');

    const table = await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.keyboard('lina');
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/admin/users' && r.query.get('q') === 'lina')).toBe(true),
    );
    await user.click(within(table).getByRole('link', { name: 'Lina Moreau' }));

    expect(await screen.findByRole('heading', { name: 'Lina Moreau' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend this account' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Fake applications');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => {
      const suspend = requests.find((r) => r.path === `/admin/users/${lina.id}/suspend`);
      expect(jsonBody(suspend)).toEqual({ reason: 'Fake applications' });
    });
    expect(await screen.findByRole('button', { name: 'Reinstate' })).toBeInTheDocument();
  });
});
