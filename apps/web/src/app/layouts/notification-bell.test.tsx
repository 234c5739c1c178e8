import { screen, waitFor, within } from '@testing-library/react';
import { io } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';

import { changeLanguage } from '../../lib/i18n';
import { connectRealtime } from '../../lib/realtime';
import { makeUser } from '../../test/fixtures';
import { data } from '../../test/mock-api';
import { mockSignedIn } from '../../test/routes-api';
import { makeNotification, pageMeta } from '../../test/seeker-fixtures';
import { renderApp } from '../testing/render-app';

/** The handler the app registered for the socket's `notification` event (socket.io-client is mocked in setup). */
const notificationHandler = (): ((payload: unknown) => void) => {
  const socket = vi.mocked(io).mock.results.at(-1)?.value as { on: ReturnType<typeof vi.fn> };
  const call = socket.on.mock.calls.filter(([event]) => event === 'notification').at(-1);
  if (call === undefined) throw new Error('no notification handler');
  return call[1] as (payload: unknown) => void;
};

describe('notification bell', () => {
  it('shows the unread count, opens a notification (marked read) and marks all read', async () => {
    const first = makeNotification();
    const second = makeNotification({
      id: '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
      title: 'Welcome to Hireway',
      body: 'Complete your CV to be found.',
      link: '/job-seeker/manage-cv/personal',
    });
    let unread = 2;
    const { requests } = mockSignedIn(makeUser('seeker'), {
      'GET /auth/notifications': () => ({ body: { data: [first, second], meta: pageMeta(2, { unread }) } }),
      'GET /auth/navigation-tags': () => data({ pending: unread, disburse: 0 }),
      [`POST /auth/notifications/${second.id}/read`]: () => {
        unread = 1;
        return data({ ...second, is_read: true, read_at: '2026-11-21T10:00:00.000Z' });
      },
      'POST /auth/notifications/read-all': () => {
        unread = 0;
        return data({ marked: 1, unread: 0 });
      },
    });
    const { user, router } = renderApp('/job-seeker/home');

    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    // The navigation tag counts on the menu entry.
    const menu = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(await within(menu).findByText('2')).toBeInTheDocument();

    await user.click(bell);
    await user.click(await screen.findByRole('button', { name: /^Unread: Welcome to Hireway/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-seeker/manage-cv/personal'));
    expect(requests.some((request) => request.path === `/auth/notifications/${second.id}/read`)).toBe(true);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('refreshes on a realtime notification and shows it as a toast', async () => {
    let items = [makeNotification({ is_read: true, read_at: '2026-11-21T09:00:00.000Z' })];
    const { session, requests } = mockSignedIn(makeUser('seeker'), {
      'GET /auth/notifications': () => ({
        body: { data: items, meta: pageMeta(items.length, { unread: items.filter((item) => !item.is_read).length }) },
      }),
    });
    renderApp('/job-seeker/home');
    await connectRealtime(session.access_token);

    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    const fetched = requests.filter((request) => request.path === '/auth/notifications').length;

    const pushed = makeNotification({
      id: '9b2f5c1e-0c1a-4f8e-8c1e-2b8f1d3f4a5b',
      title: 'Your request was answered',
      body: 'Support replied to "My receipt is missing".',
    });
    items = [pushed, ...items];
    notificationHandler()({
      id: pushed.id,
      type: pushed.type,
      params: null,
      title: pushed.title,
      body: pushed.body,
      link: pushed.link,
      created_at: pushed.created_at,
    });

    expect(await screen.findByText('Your request was answered')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/auth/notifications').length).toBeGreaterThan(fetched);
  });

  it('puts a notification into the words of the language on screen, in the list and in the toast', async () => {
    await changeLanguage('de');
    // The server's words are in the user's stored language (English here); the type and parameters decide.
    const accepted = makeNotification({
      type: 'application.accepted',
      params: { company: 'Acme GmbH', job_title: 'Staplerfahrer' },
      title: 'Application accepted',
      body: 'Acme GmbH accepted your application for “Staplerfahrer”.',
    });
    let items = [accepted];
    const { session } = mockSignedIn(makeUser('seeker'), {
      'GET /auth/notifications': () => ({ body: { data: items, meta: pageMeta(items.length, { unread: 1 }) } }),
    });
    const { user } = renderApp('/job-seeker/home');
    await connectRealtime(session.access_token);

    await user.click(await screen.findByRole('button', { name: 'Benachrichtigungen, 1 ungelesen' }));
    expect(await screen.findByRole('button', { name: /^Ungelesen: Bewerbung angenommen/ })).toBeInTheDocument();
    expect(screen.getByText('Acme GmbH hat Ihre Bewerbung auf „Staplerfahrer“ angenommen.')).toBeInTheDocument();

    const pushed = makeNotification({
      id: '9b2f5c1e-0c1a-4f8e-8c1e-2b8f1d3f4a5c',
      type: 'cv-action.requested',
      params: {
        company: 'Acme GmbH',
        subject: 'interview',
        date: '2026-12-01',
        time: '10:30',
        timezone: 'Europe/Berlin',
      },
      title: 'Interview invitation',
      body: 'Acme GmbH invites you to an interview on 2026-12-01 at 10:30 (Europe/Berlin).',
    });
    items = [pushed, accepted];
    const { data: _data, is_read: _isRead, read_at: _readAt, ...push } = pushed;
    notificationHandler()(push);
    expect(
      await screen.findByText(
        'Acme GmbH lädt Sie am 2026-12-01 um 10:30 (Europe/Berlin) zu einem Vorstellungsgespräch ein.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Interview invitation')).not.toBeInTheDocument();
  });
});
