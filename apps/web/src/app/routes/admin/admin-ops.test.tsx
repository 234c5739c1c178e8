import { defaultPlatformSettings, type AdminTicketDetail } from '@hireway/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { pageOf } from '../../../test/candidate-fixtures';
import { makeUser } from '../../../test/fixtures';
import { data } from '../../../test/mock-api';
import { cappedPage, jsonBody, mockSignedIn } from '../../../test/routes-api';
import { renderApp } from '../../testing/render-app';

const TICKET_ID = '5c1f0d4e-1111-4000-8000-000000000001';
/** The first screen of a file loads its lazy route cold; on a loaded machine that takes seconds. */
const SLOW = { timeout: 10_000 };
const adminUser = () => makeUser('admin', { meta: { mfa_enabled: true } });

const ticket = (overrides: Partial<AdminTicketDetail> = {}): AdminTicketDetail => ({
  id: TICKET_ID,
  subject: 'My receipt is missing',
  category: 'payments',
  status: 'open',
  created_at: '2026-11-20T10:00:00.000Z',
  last_activity_at: '2026-11-20T10:00:00.000Z',
  user: { id: 'seeker-1', email: 'amara@example.test', name: 'Amara Okafor' },
  messages: [
    {
      id: 'm1',
      author_role: 'user',
      body: 'I paid yesterday but no receipt arrived.',
      created_at: '2026-11-20T10:00:00.000Z',
      attachments: [
        {
          id: 'a1',
          filename: 'statement.pdf',
          content_type: 'application/pdf',
          size_bytes: 2048,
          download_url: `/api/v1/admin/support-tickets/${TICKET_ID}/attachments/a1`,
        },
      ],
    },
  ],
  ...overrides,
});

describe('admin operations screens', () => {
  it('shows "10,000+" past the audit log\'s count cap and pages it by cursor', async () => {
    const entry = (page: number) => ({
      id: `entry-${page}`,
      actor: null,
      action: `settings.update.${page}`,
      entity: 'settings',
      entity_id: null,
      before: null,
      after: null,
      ip: null,
      created_at: '2026-11-20T10:00:00.000Z',
    });
    const { requests } = mockSignedIn(adminUser(), {
      'GET /admin/audit-logs': (request) => {
        const page = Number(request.query.get('page') ?? '1');
        return cappedPage([entry(page)], page);
      },
      'GET /admin/access-logs': pageOf([]),
    });
    const { user } = renderApp('/admin/logs');

    expect(await screen.findByText('10,000+ entries', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('settings.update.1')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('settings.update.2')).toBeInTheDocument();
    const last = requests.filter((request) => request.path === '/admin/audit-logs').at(-1);
    expect(last?.query.get('page')).toBe('2');
    expect(last?.query.get('cursor')).toBe('next-of-1');
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('settings.update.1')).toBeInTheDocument();
    // Back to the first page: by number (the first page needs no cursor), never by a cursor.
    const firstPages = requests.filter(
      (request) => request.path === '/admin/audit-logs' && request.query.get('page') === '1',
    );
    expect(firstPages.length).toBeGreaterThan(0);
    expect(firstPages.every((request) => !request.query.has('cursor'))).toBe(true);
  });

  it('saves the platform settings, sending the fee in minor units', async () => {
    const settings = defaultPlatformSettings();
    const { requests } = mockSignedIn(adminUser(), {
      'GET /admin/settings': data(settings),
      'PUT /admin/settings': data({
        ...settings,
        general_settings: { ...settings.general_settings, enable_maintenance_mode: true },
        payment_settings: { registration_fee_amount: 1250, registration_fee_currency: 'EUR' },
      }),
    });
    const { user } = renderApp('/admin/settings');

    const save = await screen.findByRole('button', { name: 'Save settings' }, SLOW);
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: /Maintenance mode/ }));
    expect(screen.getByText('Maintenance mode is on')).toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.click(save);

    expect(await screen.findByText('The settings are saved and apply now.', {}, SLOW)).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    const body = jsonBody(put) as Record<string, Record<string, unknown>>;
    expect(body.general_settings).toMatchObject({ enable_maintenance_mode: true });
    expect(body.payment_settings).toEqual({ registration_fee_amount: 1250, registration_fee_currency: 'EUR' });
  });

  it('refuses an empty site name before sending anything', async () => {
    const { requests } = mockSignedIn(adminUser(), {
      'GET /admin/settings': data(defaultPlatformSettings()),
    });
    const { user } = renderApp('/admin/settings');
    await user.clear(await screen.findByRole('textbox', { name: 'Site name' }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Check this value', {}, SLOW)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('lists the inbox and answers a ticket as support', async () => {
    const answered = ticket({
      status: 'answered',
      messages: [
        ...ticket().messages,
        {
          id: 'm2',
          author_role: 'support',
          body: 'We sent it again.',
          created_at: '2026-11-20T11:00:00.000Z',
          attachments: [],
        },
      ],
    });
    const { requests } = mockSignedIn(adminUser(), {
      'GET /admin/support-tickets': {
        body: {
          data: [{ ...ticket(), messages: undefined }],
          meta: { page: 1, per_page: 50, total: 1, last_page: 1 },
        },
      },
      [`GET /admin/support-tickets/${TICKET_ID}`]: data(ticket()),
      [`POST /admin/support-tickets/${TICKET_ID}/reply`]: { status: 201, body: { data: answered } },
    });
    const { user } = renderApp('/admin/tickets');

    const table = await screen.findByRole('table', { name: 'Support inbox' }, SLOW);
    expect(within(table).getByText('amara@example.test')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/admin/support-tickets')?.query.get('status')).toBe('open');
    await user.click(within(table).getByRole('link', { name: 'My receipt is missing' }));

    const answer = await screen.findByRole('textbox', { name: 'Your answer' }, SLOW);
    expect(screen.getByRole('button', { name: 'Download statement.pdf' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('The message must be at least 10 characters')).toBeInTheDocument();
    await user.type(answer, 'We sent it again.');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Your answer has been sent.', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Answered')).toBeInTheDocument());
    const reply = requests.find((request) => request.path.endsWith('/reply'));
    expect(jsonBody(reply)).toEqual({ message: 'We sent it again.' });
  });
});
