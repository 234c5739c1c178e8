import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';

import * as shared from '@hireway/shared';
import { REALTIME_EVENT_NAMES } from '@hireway/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { createSession, loginAs, notificationPush, TEST_PASSWORD } from '../test/factories';
import { call, createTestDatabase, request, type TestContext, useListeningTestApp } from '../test/test-app';

const ORIGIN = 'http://localhost:3000';

function open(url: string, options: { token?: string; origin?: string }): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, {
      transports: ['websocket'],
      reconnection: false,
      auth: options.token ? { token: options.token } : {},
      extraHeaders: options.origin ? { origin: options.origin } : {},
    });
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

const urlOf = (ctx: TestContext) => `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;

describe('realtime on one process', () => {
  const ctx = useListeningTestApp();

  it('refuses a socket without a valid token, or from a foreign origin', async () => {
    await expect(open(urlOf(ctx), { origin: ORIGIN })).rejects.toThrow('unauthorized');
    await expect(open(urlOf(ctx), { origin: ORIGIN, token: 'x'.repeat(43) })).rejects.toThrow('unauthorized');
    const { token } = await createSession(ctx.app, ctx.db);
    await expect(open(urlOf(ctx), { origin: 'https://evil.example', token })).rejects.toThrow();
  });

  it("delivers a user's events to that user only, and refuses a revoked token", async () => {
    const alice = await createSession(ctx.app, ctx.db);
    const bob = await createSession(ctx.app, ctx.db);
    const aliceSocket = await open(urlOf(ctx), { origin: ORIGIN, token: alice.token });
    const bobSocket = await open(urlOf(ctx), { origin: ORIGIN, token: bob.token });
    const bobGot: unknown[] = [];
    bobSocket.on('notification', (payload: unknown) => bobGot.push(payload));
    const received = new Promise((resolve) => aliceSocket.once('notification', resolve));
    ctx.app.realtime.toUser(alice.user.id, 'notification', notificationPush('n1'));
    expect(await received).toEqual(notificationPush('n1'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bobGot).toEqual([]);
    aliceSocket.close();
    bobSocket.close();

    await call(ctx.app, { method: 'POST', url: '/api/v1/auth/logout', token: alice.token });
    await expect(open(urlOf(ctx), { origin: ORIGIN, token: alice.token })).rejects.toThrow('unauthorized');
  });

  it("ends the other sessions' sockets at once when the password changes, and a session's own at its logout", async () => {
    const { user, token } = await createSession(ctx.app, ctx.db);
    const other = await loginAs(ctx.app, user.email);
    const mine = await open(urlOf(ctx), { origin: ORIGIN, token });
    const theirs = await open(urlOf(ctx), { origin: ORIGIN, token: other });
    const closed = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const theirsClosed = closed(theirs);
    const password = 'Another-Sturdy-Pass-37!';
    const changed = await request(ctx, 'POST', '/auth/password/change', token, {
      current_password: TEST_PASSWORD,
      password,
      password_confirmation: password,
    });
    expect(changed.statusCode).toBe(200);
    // At once, not at the next check of the token (a minute later).
    expect(await theirsClosed).toBe('io server disconnect');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mine.connected).toBe(true);

    const mineClosed = closed(mine);
    await call(ctx.app, { method: 'POST', url: '/api/v1/auth/logout', token });
    expect(await mineClosed).toBe('io server disconnect');
  });
});

describe('realtime events are declared once (packages/shared REALTIME_EVENTS)', () => {
  const ctx = useListeningTestApp();

  it('refuses an undeclared event and a payload that does not fit its schema, and sends neither', async () => {
    const alice = await createSession(ctx.app, ctx.db);
    const socket = await open(urlOf(ctx), { origin: ORIGIN, token: alice.token });
    const got: unknown[] = [];
    socket.onAny((...args: unknown[]) => got.push(args));
    const send = ctx.app.realtime.toUser as (userId: string, event: string, payload: unknown) => void;
    expect(() => send(alice.user.id, 'ping', {})).toThrow(/undeclared event "ping"/);
    expect(() => send(alice.user.id, 'notification', { id: 'n1', title: 'Hello' })).toThrow(/invalid "notification"/);
    // Unknown keys never leave the server: the payload is what the schema describes.
    const received = new Promise((resolve) => socket.once('notification', resolve));
    send(alice.user.id, 'notification', { ...notificationPush('n2'), password_hash: 'secret' });
    expect(await received).toEqual(notificationPush('n2'));
    expect(got).toHaveLength(1);
    socket.close();
  });

  /** The API's own sources (tests aside): what the server can emit is written here. */
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return /\.ts$/.test(entry.name) && !/\.test\.ts$|test-helpers\.ts$/.test(entry.name) ? [path] : [];
    });
  const root = join(import.meta.dirname, '..');

  it('emits only through realtime.toUser, and every event it sends is declared', () => {
    const emitters: string[] = [];
    const events: string[] = [];
    for (const file of sources(root)) {
      const code = readFileSync(file, 'utf8');
      if (/\.emit\b/.test(code)) emitters.push(relative(root, file));
      for (const match of code.matchAll(/\btoUser\(\s*[^,]+,\s*([^,]+?)\s*,/g)) {
        const argument = match[1] ?? '';
        // A string literal names the event; a constant is looked up in @hireway/shared.
        const literal = /^['"`]([^'"`]+)['"`]$/.exec(argument)?.[1];
        const constant = (shared as Record<string, unknown>)[argument];
        events.push(literal ?? (typeof constant === 'string' ? constant : `${relative(root, file)}: ${argument}`));
      }
    }
    expect(emitters).toEqual(['realtime/realtime.ts']);
    expect(events.length).toBeGreaterThan(0);
    expect(events.filter((event) => !(REALTIME_EVENT_NAMES as string[]).includes(event))).toEqual([]);
  });
});

describe('several API processes share Redis', () => {
  const redisUrl = process.env.TEST_REDIS_URL;

  it('fans realtime events out and shares login limits across processes', async () => {
    if (!redisUrl) throw new Error('TEST_REDIS_URL is required (npm test starts a Redis and sets it)');
    const database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      // Its own key space, so parallel runs (SQLite and PostgreSQL suites) never share counters.
      REDIS_KEY_PREFIX: `test-${randomUUID()}:`,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_LOGIN_PER_IP_MINUTE: '4',
      RATE_LIMIT_LOGIN_PER_IP_HOUR: '1000',
      // A busy test machine stalls now and then; the load-shedding tests set their own limits.
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    const first = await buildApp({ config, database, logger: false });
    const second = await buildApp({ config, database, logger: false });
    try {
      await first.listen({ port: 0, host: '127.0.0.1' });
      await second.listen({ port: 0, host: '127.0.0.1' });

      // The limits are shared only once both processes' Redis clients are connected (until then each counts in
      // its own memory, by design: rejectIfRedisNotReady). Waited for before the first login, which counts as an
      // attempt: counted in memory on a loaded machine, the shared count below fell one short (CI, session 8).
      for (const app of [first, second]) {
        while (app.redis?.status !== 'ready') await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const { user, token } = await createSession(first, database.db);
      const socket = await open(`http://127.0.0.1:${(second.server.address() as AddressInfo).port}`, {
        origin: ORIGIN,
        token,
      });
      const received = new Promise((resolve) => socket.once('notification', resolve));
      // Emitted by process one, delivered by process two through the Redis adapter.
      await new Promise((resolve) => setTimeout(resolve, 200));
      first.realtime.toUser(user.id, 'notification', notificationPush('cross-process'));
      expect(await received).toEqual(notificationPush('cross-process'));
      socket.close();

      const attempt = (app: typeof first) =>
        call(app, {
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: 'x@example.test', password: 'Wrong-Pass-1!' },
        });
      // createSession used one attempt; three more split across both processes exhaust the shared limit of 4.
      expect((await attempt(first)).statusCode).toBe(401);
      expect((await attempt(second)).statusCode).toBe(401);
      expect((await attempt(first)).statusCode).toBe(401);
      expect((await attempt(second)).statusCode).toBe(429);
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  });
});
