import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

import { NOTIFICATION_EVENT, NOTIFICATION_TYPES, type NotificationType, renderNotification } from '@hireway/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';

import { down, legacyNotificationParams, up } from '../../db/migrations/2026-11-27T0200-notification-params';
import { createSession, createUser } from '../../test/factories';
import { call, createTestDatabase, type Json, useListeningTestApp } from '../../test/test-app';
import { PUSH_NOTIFICATION_JOB } from './notifications.jobs';
import { notify } from './notifications.service';

const ORIGIN = 'http://localhost:3000';

const ctx = useListeningTestApp();

function open(token: string): Promise<Socket> {
  const url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  return new Promise((resolve, reject) => {
    const socket = connect(url, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token },
      extraHeaders: { origin: ORIGIN },
    });
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Collects the notification events a socket receives. */
function collect(socket: Socket): Json[] {
  const received: Json[] = [];
  socket.on(NOTIFICATION_EVENT, (payload: Json) => received.push(payload));
  return received;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

const pushJobs = () => ctx.db.selectFrom('jobs').selectAll().where('type', '=', PUSH_NOTIFICATION_JOB).execute();

describe('notify()', () => {
  it('stores and pushes nothing when the transaction rolls back', async () => {
    const alice = await createSession(ctx.app, ctx.db);
    const socket = await open(alice.token);
    const received = collect(socket);
    const jobsBefore = (await pushJobs()).length;

    await expect(
      ctx.db.transaction().execute(async (trx) => {
        await notify(ctx.app, trx, {
          userId: alice.user.id,
          type: 'support.reply',
          params: { ticket_subject: 'Rolled back' },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    await ctx.app.jobs.runDue();
    await settle();
    expect(received).toEqual([]);
    expect(await ctx.db.selectFrom('notifications').selectAll().where('user_id', '=', alice.user.id).execute()).toEqual(
      [],
    );
    expect(await pushJobs()).toHaveLength(jobsBefore);
    socket.close();
  });

  it("stores a committed notification and pushes it after the commit to that user's sockets only", async () => {
    const alice = await createSession(ctx.app, ctx.db);
    const bob = await createSession(ctx.app, ctx.db);
    const aliceSocket = await open(alice.token);
    const bobSocket = await open(bob.token);
    const aliceGot = collect(aliceSocket);
    const bobGot = collect(bobSocket);

    const created = await ctx.db.transaction().execute(async (trx) =>
      notify(ctx.app, trx, {
        userId: alice.user.id,
        type: 'support.reply',
        params: { ticket_subject: 'My payment is stuck' },
        link: '/job-seeker/contact-us',
        data: { ticket_id: 't-1' },
      }),
    );
    // Nothing is pushed until the job runs (tests run jobs by hand).
    await settle();
    expect(aliceGot).toEqual([]);

    expect((await ctx.app.jobs.runDue()).done).toBeGreaterThanOrEqual(1);
    await settle();
    expect(aliceGot).toEqual([
      {
        id: created.id,
        type: 'support.reply',
        params: { ticket_subject: 'My payment is stuck' },
        title: 'Support has answered your request',
        body: 'My payment is stuck',
        link: '/job-seeker/contact-us',
        created_at: created.created_at,
      },
    ]);
    expect(bobGot).toEqual([]);

    const list = await call(ctx.app, { method: 'GET', url: '/api/v1/auth/notifications', token: alice.token });
    expect(list.data.data).toEqual([{ ...aliceGot[0], data: { ticket_id: 't-1' }, is_read: false, read_at: null }]);
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/v1/auth/notifications', token: bob.token })).data.data,
    ).toEqual([]);
    aliceSocket.close();
    bobSocket.close();
  });

  it('refuses a link that is not an app path', async () => {
    const { user } = await createSession(ctx.app, ctx.db);
    for (const link of ['//evil.example', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example']) {
      await expect(
        notify(ctx.app, ctx.db, { userId: user.id, type: 'verification.approved', params: { company: 'C' }, link }),
      ).rejects.toThrow(/invalid notification/);
    }
  });
});

describe('notification endpoints', () => {
  it('need a login', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/auth/notifications'],
      ['POST', '/api/v1/auth/notifications/read-all'],
      ['POST', '/api/v1/auth/notifications/00000000-0000-4000-8000-000000000000/read'],
      ['GET', '/api/v1/auth/navigation-tags'],
    ] as const) {
      expect((await call(ctx.app, { method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('list newest first, mark one and all read, and count unread in meta and navigation tags', async () => {
    const alice = await createSession(ctx.app, ctx.db);
    const bob = await createSession(ctx.app, ctx.db);
    const ids: string[] = [];
    for (const title of ['First', 'Second', 'Third']) {
      const params = { ticket_subject: title };
      ids.push((await notify(ctx.app, ctx.db, { userId: alice.user.id, type: 'support.reply', params })).id);
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    const bobs = await notify(ctx.app, ctx.db, {
      userId: bob.user.id,
      type: 'support.reply',
      params: { ticket_subject: 'Bob' },
    });
    const get = (token: string, url: string) => call(ctx.app, { method: 'GET', url: `/api/v1/auth/${url}`, token });
    const post = (token: string, url: string) => call(ctx.app, { method: 'POST', url: `/api/v1/auth/${url}`, token });

    const list = await get(alice.token, 'notifications');
    expect((list.data.data as Json[]).map((n) => n.body)).toEqual(['Third', 'Second', 'First']);
    expect(list.data.meta).toEqual({ page: 1, per_page: 50, total: 3, last_page: 1, unread: 3 });
    expect((await get(alice.token, 'navigation-tags')).data).toEqual({ data: { pending: 3, disburse: 0 } });

    const read = await post(alice.token, `notifications/${ids[0] ?? ''}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.data.data).toMatchObject({ id: ids[0], is_read: true });
    const readAt = (read.data.data as Json).read_at;
    expect(typeof readAt).toBe('string');
    // Reading again keeps the first read time.
    expect(((await post(alice.token, `notifications/${ids[0] ?? ''}/read`)).data.data as Json).read_at).toBe(readAt);
    expect((await get(alice.token, 'notifications')).data.meta).toMatchObject({ unread: 2 });

    // Another user's notification: 404, and it stays unread.
    expect((await post(alice.token, `notifications/${bobs.id}/read`)).statusCode).toBe(404);
    expect((await get(bob.token, 'notifications')).data.meta).toMatchObject({ unread: 1 });
    expect((await post(alice.token, 'notifications/not-a-uuid/read')).statusCode).toBe(400);

    const all = await post(alice.token, 'notifications/read-all');
    expect(all.data).toEqual({ data: { marked: 2, unread: 0 } });
    expect((await get(alice.token, 'navigation-tags')).data).toEqual({ data: { pending: 0, disburse: 0 } });
    expect((await get(bob.token, 'navigation-tags')).data).toEqual({ data: { pending: 1, disburse: 0 } });
    await ctx.app.jobs.runDue();
  });

  it('page with correct meta', async () => {
    const { user, token } = await createSession(ctx.app, ctx.db);
    await ctx.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 51; i += 1) {
        await notify(ctx.app, trx, { userId: user.id, type: 'support.reply', params: { ticket_subject: `N${i}` } });
      }
    });
    const second = await call(ctx.app, { method: 'GET', url: '/api/v1/auth/notifications?page=2', token });
    expect(second.statusCode).toBe(200);
    expect(second.data.data).toHaveLength(1);
    expect(second.data.meta).toEqual({ page: 2, per_page: 50, total: 51, last_page: 2, unread: 51 });
    const bad = await call(ctx.app, { method: 'GET', url: '/api/v1/auth/notifications?per_page=7', token });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toHaveProperty(['query.per_page']);
    await ctx.app.jobs.runDue();
  });
});

describe("notifications in the reader's language", () => {
  it('stores a type and parameters, and the list renders them in the language asked for, else the stored one', async () => {
    const reader = await createSession(ctx.app, ctx.db, { user: { language: 'de' } });
    const created = await notify(ctx.app, ctx.db, {
      userId: reader.user.id,
      type: 'application.accepted',
      params: { company: 'Acme GmbH', job_title: 'Forklift operator' },
      link: '/job-seeker/track/job-applications',
    });
    const row = await ctx.db.selectFrom('notifications').selectAll().where('id', '=', created.id).executeTakeFirst();
    expect(JSON.parse(row?.params ?? 'null')).toEqual({ company: 'Acme GmbH', job_title: 'Forklift operator' });
    // The stored text is only the fallback (English).
    expect(row?.title).toBe('Application accepted');

    const list = (headers: Record<string, string> = {}) =>
      call(ctx.app, { method: 'GET', url: '/api/v1/auth/notifications', token: reader.token, headers });
    // No Accept-Language: the user's stored language (German).
    expect((await list()).data.data).toEqual([
      expect.objectContaining({
        type: 'application.accepted',
        params: { company: 'Acme GmbH', job_title: 'Forklift operator' },
        title: 'Bewerbung angenommen',
        body: 'Acme GmbH hat Ihre Bewerbung auf „Forklift operator“ angenommen.',
      }),
    ]);
    const words = async (language: string) => {
      const [item] = (await list({ 'accept-language': language })).data.data as Json[];
      return [item?.title, item?.body];
    };
    expect(await words('fr-CH,fr;q=0.9,en;q=0.5')).toEqual([
      'Candidature acceptée',
      'Acme GmbH a accepté votre candidature à «\u00a0Forklift operator\u00a0».',
    ]);
    expect(await words('pt-PT')).toEqual([
      'Candidatura aceite',
      'Acme GmbH aceitou a sua candidatura a «Forklift operator».',
    ]);
    expect(await words('en-GB')).toEqual([
      'Application accepted',
      'Acme GmbH accepted your application for “Forklift operator”.',
    ]);
    // A language the app does not speak: the stored one again.
    expect(await words('ja')).toEqual([
      'Bewerbung angenommen',
      'Acme GmbH hat Ihre Bewerbung auf „Forklift operator“ angenommen.',
    ]);

    const read = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/auth/notifications/${created.id}/read`,
      token: reader.token,
      headers: { 'accept-language': 'pt' },
    });
    expect(read.data.data).toMatchObject({ title: 'Candidatura aceite', is_read: true });
  });

  it('chooses the words of a CV action by its subject', async () => {
    const reader = await createSession(ctx.app, ctx.db, { user: { language: 'fr' } });
    await notify(ctx.app, ctx.db, {
      userId: reader.user.id,
      type: 'cv-action.requested',
      params: { company: 'Acme', subject: 'interview', date: '2026-12-01', time: '10:30', timezone: 'Europe/Paris' },
    });
    const [item] = (await call(ctx.app, { method: 'GET', url: '/api/v1/auth/notifications', token: reader.token })).data
      .data as Json[];
    expect([item?.title, item?.body]).toEqual([
      'Invitation à un entretien',
      'Acme vous invite à un entretien le 2026-12-01 à 10:30 (Europe/Paris).',
    ]);
  });

  it("pushes in the recipient's stored language, with the type and parameters for the client", async () => {
    const reader = await createSession(ctx.app, ctx.db, { user: { language: 'pt' } });
    const socket = await open(reader.token);
    const received = collect(socket);
    await notify(ctx.app, ctx.db, {
      userId: reader.user.id,
      type: 'verification.approved',
      params: { company: 'Acme' },
    });
    await ctx.app.jobs.runDue();
    await settle();
    expect(received).toEqual([
      expect.objectContaining({
        type: 'verification.approved',
        params: { company: 'Acme' },
        title: 'A sua empresa está verificada',
        body: 'Acme foi aprovada. Já pode publicar ofertas de emprego.',
      }),
    ]);
    const interview = {
      company: 'Acme',
      subject: 'interview' as const,
      date: '2026-12-02',
      time: '10:30',
      timezone: 'Europe/Berlin',
    };
    await notify(ctx.app, ctx.db, {
      userId: reader.user.id,
      type: 'cv-action.requested',
      params: interview,
      link: '/job-seeker/track/interview-requests',
      data: { cv_action_id: 'a-1', subject: 'interview' },
    });
    await ctx.app.jobs.runDue();
    await settle();
    expect(received[1]).toMatchObject({
      params: interview,
      title: 'Convite para entrevista',
      body: 'Acme convida-o(a) para uma entrevista a 2026-12-02 às 10:30 (Europe/Berlin).',
    });
    socket.close();
  });

  it('refuses a type outside the catalogue and parameters that do not fit it', async () => {
    const { user } = await createSession(ctx.app, ctx.db);
    const loose = notify as (...args: unknown[]) => Promise<unknown>;
    await expect(loose(ctx.app, ctx.db, { userId: user.id, type: 'test.event', params: {} })).rejects.toThrow(
      /unknown type "test.event"/,
    );
    await expect(
      loose(ctx.app, ctx.db, { userId: user.id, type: 'application.accepted', params: { company: 'Acme' } }),
    ).rejects.toThrow(/invalid "application.accepted" params/);
    expect(await ctx.db.selectFrom('notifications').selectAll().where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('shows a row without parameters (written before types had them) with its stored text', async () => {
    const reader = await createSession(ctx.app, ctx.db, { user: { language: 'de' } });
    await ctx.db
      .insertInto('notifications')
      .values({
        id: randomUUID(),
        user_id: reader.user.id,
        type: 'ticket.answered',
        title: 'Support replied',
        body: 'We answered your ticket.',
        link: null,
        data: null,
        params: null,
        read_at: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const list = await call(ctx.app, { method: 'GET', url: '/api/v1/auth/notifications', token: reader.token });
    expect(list.data.data).toEqual([
      expect.objectContaining({
        type: 'ticket.answered',
        params: null,
        title: 'Support replied',
        body: 'We answered your ticket.',
      }),
    ]);
  });
});

describe('migration 2026-11-27T0200-notification-params', () => {
  it('gives the rows the app wrote in English their type parameters back and keeps the others as text', async () => {
    const database = await createTestDatabase();
    try {
      const { user } = await createUser(database.db);
      await down(database.db);
      const legacy: [string, string, string][] = [
        ['application.submitted', 'New application', 'Ana Silva applied for “Forklift operator”.'],
        ['application.accepted', 'Application accepted', 'Acme accepted your application for “Driver”.'],
        [
          'cv-action.requested',
          'Interview invitation',
          'Acme invites you to an interview on 2026-12-01 at 10:30 (Europe/Berlin).',
        ],
        ['cv-action.requested', 'Documents requested', 'Acme asks for: ID card, Diploma.'],
        ['cv-action.declined', 'Update from Acme', 'Acme has decided not to go ahead after its document request.'],
        [
          'employment.terminated',
          'Employment ended',
          'Acme ended your employment as Driver. Your last day is 2026-12-31.',
        ],
        ['support.reply', 'Support has answered your request', 'My payment is stuck'],
        ['verification.declined', 'Your business verification was declined', 'Reason: Documents unreadable'],
        // Not the app's words (edited by hand, or an old type): kept as text.
        ['application.accepted', 'Hooray', 'Something else entirely.'],
        ['ticket.answered', 'Support replied', 'We answered your ticket.'],
      ];
      const ids = legacy.map(() => randomUUID());
      await database.db
        .insertInto('notifications')
        // `as never`: the table without params, as it was before the migration.
        .values(
          legacy.map(([type, title, body], index) => ({
            id: ids[index],
            user_id: user.id,
            type,
            title,
            body,
            link: null,
            data: null,
            read_at: null,
            created_at: new Date().toISOString(),
          })) as never,
        )
        .execute();
      await up(database.db);
      const rows = await database.db.selectFrom('notifications').select(['id', 'params', 'title', 'body']).execute();
      const paramsOf = (index: number) => {
        const row = rows.find((candidate) => candidate.id === ids[index]);
        return row?.params === null || row === undefined ? null : (JSON.parse(row.params) as unknown);
      };
      expect(legacy.map((_, index) => paramsOf(index))).toEqual([
        { seeker: 'Ana Silva', job_title: 'Forklift operator' },
        { company: 'Acme', job_title: 'Driver' },
        { company: 'Acme', subject: 'interview', date: '2026-12-01', time: '10:30', timezone: 'Europe/Berlin' },
        { company: 'Acme', subject: 'additional-documents', documents: 'ID card, Diploma' },
        { company: 'Acme', subject: 'additional-documents' },
        { company: 'Acme', position: 'Driver', date: '2026-12-31' },
        { ticket_subject: 'My payment is stuck' },
        { reason: 'Documents unreadable' },
        null,
        null,
      ]);
      // The stored text stays as the fallback.
      expect(rows.find((row) => row.id === ids[9])).toMatchObject({
        title: 'Support replied',
        body: 'We answered your ticket.',
      });
    } finally {
      await database.drop();
    }
  });

  it('reads back exactly the parameters of every English text the services wrote', () => {
    expect(
      legacyNotificationParams({
        type: 'employment.started',
        title: 'You have been hired by Acme, Inc.',
        body: 'Acme, Inc. employed you as Driver, starting on 2026-12-01.',
      }),
    ).toEqual({ company: 'Acme, Inc.', position: 'Driver', start_date: '2026-12-01' });
    expect(
      legacyNotificationParams({
        type: 'cv-action.responded',
        title: 'A candidate answered',
        body: 'Ana answered your shortlist.',
      }),
    ).toEqual({ seeker: 'Ana', subject: 'shortlist' });
    expect(legacyNotificationParams({ type: 'employment.resigned', title: 'x', body: 'y' })).toBeNull();
  });

  it('reads back the parameters of every type from its English words (the words the services used to store)', () => {
    const samples: Record<NotificationType, Record<string, string>[]> = {
      'application.submitted': [{ seeker: 'Ana Silva', job_title: 'Driver “B”' }],
      'application.cancelled': [{ seeker: 'Ana Silva', job_title: 'Driver' }],
      'application.accepted': [{ company: 'Acme', job_title: 'Driver' }],
      'application.rejected': [{ company: 'Acme', job_title: 'Driver' }],
      'cv-action.requested': [
        { company: 'Acme', subject: 'shortlist' },
        { company: 'Acme', subject: 'interview', date: '2026-12-01', time: '09:00', timezone: 'UTC' },
        { company: 'Acme', subject: 'additional-documents', documents: 'ID card' },
      ],
      'cv-action.cancelled': [{ company: 'Acme', subject: 'interview' }],
      'cv-action.declined': [{ company: 'Acme', subject: 'shortlist' }],
      'cv-action.responded': [{ seeker: 'Ana', subject: 'additional-documents' }],
      'employment.started': [{ company: 'Acme', position: 'Driver', start_date: '2026-12-01' }],
      'employment.resignation-requested': [{ seeker: 'Ana', position: 'Driver' }],
      'employment.resigned': [{ company: 'Acme', position: 'Driver' }],
      'employment.terminated': [{ company: 'Acme', position: 'Driver', date: '2026-12-31' }],
      'support.reply': [{ ticket_subject: 'Help' }],
      'verification.approved': [{ company: 'Acme' }],
      'verification.declined': [{ reason: 'Unreadable' }],
    };
    expect(Object.keys(samples).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    for (const [type, list] of Object.entries(samples)) {
      for (const params of list) {
        const words = renderNotification('en', type, params);
        expect(words, type).not.toBeNull();
        expect(legacyNotificationParams({ type, title: words?.title ?? '', body: words?.body ?? '' }), type).toEqual(
          params,
        );
      }
    }
  });
});
