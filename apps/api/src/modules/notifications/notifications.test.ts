import type { AddressInfo } from 'node:net';

import { NOTIFICATION_EVENT } from '@hireway/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSession } from '../../test/factories';
import { call, createTestApp, type Json, type TestContext } from '../../test/test-app';
import { PUSH_NOTIFICATION_JOB } from './notifications.jobs';
import { notify } from './notifications.service';

const ORIGIN = 'http://localhost:3000';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx.close();
});

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
          type: 'ticket.answered',
          title: 'Hi',
          body: 'Rolled back',
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
        type: 'ticket.answered',
        title: 'Support replied',
        body: 'We answered your ticket.',
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
        type: 'ticket.answered',
        title: 'Support replied',
        body: 'We answered your ticket.',
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
        notify(ctx.app, ctx.db, { userId: user.id, type: 'x', title: 'T', body: 'B', link }),
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
      ids.push((await notify(ctx.app, ctx.db, { userId: alice.user.id, type: 'test.event', title, body: '' })).id);
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    const bobs = await notify(ctx.app, ctx.db, { userId: bob.user.id, type: 'test.event', title: 'Bob', body: '' });
    const get = (token: string, url: string) => call(ctx.app, { method: 'GET', url: `/api/v1/auth/${url}`, token });
    const post = (token: string, url: string) => call(ctx.app, { method: 'POST', url: `/api/v1/auth/${url}`, token });

    const list = await get(alice.token, 'notifications');
    expect((list.data.data as Json[]).map((n) => n.title)).toEqual(['Third', 'Second', 'First']);
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
        await notify(ctx.app, trx, { userId: user.id, type: 'test.bulk', title: `N${i}`, body: 'Bulk' });
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
