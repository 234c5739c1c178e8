import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { postJob, validJob } from '../modules/jobs/jobs.test-helpers';
import { createProvider } from '../modules/providers/providers.test-helpers';
import { loginAs } from '../test/factories';
import { startReplicatedPostgres, waitUntilReplayed, type PostgresServer } from '../test/postgres-server';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { call, createPrivateDatabaseApp, type Json, type TestContext } from '../test/test-app';
import { createDb, isDatabaseUnavailable } from './database';

/*
 * Failover (issue 15, "Outages"): the primary dies, a streaming replica is promoted and the primary's address is
 * moved to it; the API answers 503 + Retry-After while there is no primary and serves again by itself, with the
 * data written before, once the address reaches the promoted server. The API's DATABASE_URL is a TCP proxy
 * (src/test/tcp-proxy.ts) standing for the stable address a deployment gives it: a virtual IP, a DNS name,
 * HAProxy or PgBouncer. One primary + replica pair (private servers) for the file; the tests run in order.
 */

let primary: PostgresServer;
let replica: PostgresServer;
let proxy: TcpProxy;
/** DATABASE_URL only: every query goes through the proxy. */
let plain: TestContext;
/** DATABASE_URL and DATABASE_REPLICA_URLS naming the replica that the failover promotes. */
let routed: TestContext;

beforeAll(async () => {
  ({ primary, replica } = await startReplicatedPostgres());
  proxy = await startTcpProxy(primary.port);
  // The tests poll until served: the per-address request limit is not under test.
  const env = { DATABASE_URL: proxy.urlFor(primary.url), RATE_LIMIT_GLOBAL_PER_MINUTE: '100000' };
  plain = await createPrivateDatabaseApp(env);
  routed = await createPrivateDatabaseApp({ ...env, DATABASE_REPLICA_URLS: replica.url });
}, 90_000);

afterAll(async () => {
  await plain?.close();
  await routed?.close();
  await proxy?.close();
  replica?.destroy();
  primary?.destroy();
});

const board = (ctx: TestContext) => ctx.app.inject({ method: 'GET', url: '/api/v1/jobs' });
const boardIds = async (ctx: TestContext) => {
  const response = await board(ctx);
  expect(response.statusCode).toBe(200);
  return (response.json<{ data: Json[] }>().data ?? []).map((job) => job.id);
};
const publish = (ctx: TestContext, token: string, title: string) =>
  call(ctx.app, { method: 'POST', url: '/api/v1/provider/jobs', token, payload: { ...validJob, title } });

const signIn = (ctx: TestContext, user: { user: { email: string }; password: string }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: user.user.email, password: user.password },
  });

/** A request the database could not answer: 503 with Retry-After and the one error shape, never a 500. */
function expectUnavailable(response: LightMyRequestResponse) {
  expect({ status: response.statusCode, body: response.json<Json>() }).toMatchObject({
    status: 503,
    body: { code: 'service_unavailable' },
  });
  expect(response.headers['retry-after']).toBe('1');
}

/** Polls `attempt` until it answers 200/201; every other answer must be a 503. Returns the time taken. */
async function msUntilServing(attempt: () => Promise<LightMyRequestResponse>, limitMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const response = await attempt();
    if (response.statusCode === 200 || response.statusCode === 201) return Date.now() - started;
    expectUnavailable(response);
    if (Date.now() - started > limitMs) throw new Error(`still ${response.statusCode} after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function eventually(check: () => Promise<boolean>, limitMs: number): Promise<void> {
  const started = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > limitMs) throw new Error(`not true after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('PostgreSQL failover', () => {
  it('drops a connection that reaches a read-only server where the primary should be: 503, then the primary serves', async () => {
    // The data layer: one pooled connection, through the address, that now reaches the standby.
    const { db } = createDb({ url: proxy.urlFor(primary.url), poolSize: 1, onConnectionError: () => {} });
    try {
      await sql`create table failover_probe (id integer)`.execute(db);
      proxy.switchTo(replica.port, { cut: true });
      const inRecovery = async () =>
        (await sql<{ standby: boolean }>`select pg_is_in_recovery() as standby`.execute(db)).rows[0]?.standby;
      await eventually(async () => (await inRecovery()) === true, 5_000);
      const write = await sql`insert into failover_probe (id) values (1)`.execute(db).then(
        () => null,
        (error: unknown) => error,
      );
      expect(write).toMatchObject({ code: '25006' });
      expect(isDatabaseUnavailable(write)).toBe(true);
      // The address reaches the primary again; the connection to the standby was not kept (it would be: the
      // proxy, like a moved VIP, leaves open connections where they were), so the very next write succeeds.
      proxy.switchTo(primary.port);
      expect(await inRecovery()).toBe(false);
      await sql`insert into failover_probe (id) values (2)`.execute(db);
    } finally {
      await db.destroy();
    }
    // A read replica answering 25006 is a write sent to the read handle, a bug: not an outage to wait out.
    const misrouted = await sql`create table misrouted (id integer)`.execute(routed.app.readDb).then(
      () => null,
      (error: unknown) => error,
    );
    expect(misrouted).toMatchObject({ code: '25006' });
    expect(isDatabaseUnavailable(misrouted)).toBe(false);

    // The API: writes answer 503 + Retry-After while the address reaches a standby, and the connections opened
    // there do not outlive the switch back. A sign-in is the write polled here (it stores a session); a job post
    // counts against the provider's daily posts even when it fails.
    const provider = await createProvider(plain);
    proxy.switchTo(replica.port, { cut: true });
    await eventually(async () => (await signIn(plain, provider)).statusCode === 503, 5_000);
    // Several connections to the standby in the pool: concurrent reads, which the standby serves.
    const reads = await Promise.all(Array.from({ length: 4 }, () => board(plain)));
    expect(reads.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expectUnavailable(await signIn(plain, provider));
    expectUnavailable(await publish(plain, provider.token, 'Standby Engineer'));

    proxy.switchTo(primary.port);
    const statuses: number[] = [];
    await msUntilServing(async () => {
      const response = await signIn(plain, provider);
      statuses.push(response.statusCode);
      return response;
    }, 5_000);
    // At most one failed write per connection left on the standby (five at most here), each one then dropped.
    // (Kept, they would fail every write until the pool's idle timeout: "still 503 after 5000 ms".)
    expect(statuses.filter((status) => status === 503).length).toBeLessThanOrEqual(5);
    const writes = await Promise.all(Array.from({ length: 6 }, () => publish(plain, provider.token, 'Engineer')));
    expect(writes.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
  });

  it('answers 503 + Retry-After while the primary is dead and serves reads and writes by itself once the promoted replica has its address', async () => {
    // Serving: a sign-in, a job published (writes), the board (a read) on both apps.
    const provider = await createProvider(plain);
    const before = await postJob(plain, provider.token, { status: 'live', title: 'Before Failover Engineer' });
    expect(await boardIds(plain)).toContain(before.id);
    await eventually(async () => (await boardIds(routed)).includes(before.id), 10_000);
    const onReplica = await sql<{ standby: boolean }>`select pg_is_in_recovery() as standby`.execute(routed.app.readDb);
    expect(onReplica.rows[0]?.standby).toBe(true);
    // Asynchronous replication: what the primary acknowledged reaches the replica a moment later.
    await waitUntilReplayed(primary, replica);

    const pid = await primary.kill();
    expect(pid).toBeGreaterThan(1);

    // No primary: writes and the primary's reads answer 503 + Retry-After, again and again, and the process lives
    // (the API runs in this process: a connection's unhandled 'error' event would end the run).
    for (let round = 0; round < 3; round += 1) {
      expectUnavailable(await board(plain));
      expectUnavailable(await publish(plain, provider.token, 'During Failover Engineer'));
      expectUnavailable(await publish(routed, provider.token, 'During Failover Engineer'));
      expectUnavailable(await signIn(plain, provider));
      // The anonymous board of the app with a replica is read there: it stays up.
      expect(await boardIds(routed)).toContain(before.id);
    }
    expect((await plain.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);

    // The failover: the replica promoted, then the address moved to it (as a VIP, DNS or HAProxy would be).
    replica.promote();
    proxy.switchTo(replica.port);
    const switched = Date.now();
    const served = await Promise.all([
      msUntilServing(() => publish(plain, provider.token, 'After Failover Engineer'), 5_000),
      msUntilServing(() => board(plain), 5_000),
      msUntilServing(() => publish(routed, provider.token, 'After Failover Engineer'), 5_000),
    ]);
    const ms = Date.now() - switched;
    expect(ms, `served again ${ms} ms after the switch (${served.join(', ')})`).toBeLessThan(1_000);

    // The data written before the failover is there; nothing lingers on the old primary: every write succeeds.
    expect(await boardIds(plain)).toContain(before.id);
    expect(await loginAs(plain.app, provider.user.email, provider.password)).toEqual(expect.any(String));
    const writes = await Promise.all(
      [plain, routed, plain, routed, plain, routed].map((ctx) => publish(ctx, provider.token, 'Engineer')),
    );
    expect(writes.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect((await plain.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    // The replica named in DATABASE_REPLICA_URLS is the primary now: its reads keep working, and see new writes.
    const after = await postJob(routed, provider.token, { status: 'live', title: 'Promoted Replica Engineer' });
    expect(await boardIds(routed)).toEqual(expect.arrayContaining([before.id, after.id]));
    const promoted = await sql<{ standby: boolean }>`select pg_is_in_recovery() as standby`.execute(routed.app.readDb);
    expect(promoted.rows[0]?.standby).toBe(false);
  });
});
