import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { postJob } from '../modules/jobs/jobs.test-helpers';
import { createProvider } from '../modules/providers/providers.test-helpers';
import { startReplicatedPostgres, type PostgresServer } from '../test/postgres-server';
import { createPrivateDatabaseApp, type Json, type TestContext } from '../test/test-app';

/*
 * Beyond one machine (issue 11, "Serving"): with DATABASE_REPLICA_URLS the anonymous board reads from a real
 * streaming replica (pg_basebackup -R of a private primary), writes go to the primary, and a replica that is away
 * is passed over for the primary. (Failover, the replica promoted: failover.postgres.test.ts.)
 */

let primary: PostgresServer;
let replica: PostgresServer;
let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ({ primary, replica } = await startReplicatedPostgres());
  ctx = await createPrivateDatabaseApp({ DATABASE_URL: primary.url, DATABASE_REPLICA_URLS: replica.url });
  ({ app } = ctx);
}, 90_000);

afterAll(async () => {
  await ctx?.close();
  replica?.destroy();
  primary?.destroy();
});

const boardIds = async () => {
  const response = await app.inject({ method: 'GET', url: '/api/v1/jobs' });
  expect(response.statusCode).toBe(200);
  return (response.json<{ data: Json[] }>().data ?? []).map((job) => job.id);
};

async function eventually(check: () => Promise<boolean>, limitMs: number): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`not true after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('read replicas', () => {
  it('reads the anonymous board from the streaming replica, where a job published on the primary appears', async () => {
    const { rows } = await sql<{ standby: boolean }>`select pg_is_in_recovery() as standby`.execute(app.readDb);
    expect(rows[0]?.standby).toBe(true);
    const onPrimary = await sql<{ standby: boolean }>`select pg_is_in_recovery() as standby`.execute(app.db);
    expect(onPrimary.rows[0]?.standby).toBe(false);

    const provider = await createProvider(ctx);
    const job = await postJob(ctx, provider.token, { status: 'live', title: 'Replicated Platform Engineer' });
    await eventually(async () => (await boardIds()).includes(job.id), 10_000);

    // Proof that the board is read from the replica: with the primary stopped it still lists the job.
    primary.stop('fast');
    try {
      expect(await boardIds()).toContain(job.id);
      const detail = await app.inject({ method: 'GET', url: `/api/v1/jobs/${job.id}` });
      expect({ status: detail.statusCode, body: detail.json<Json>() }).toMatchObject({ status: 200 });
      // Writes (and a signed-in user's reads) need the primary: 503 while it is away.
      const write = await app.inject({
        method: 'POST',
        url: '/api/v1/provider/jobs',
        headers: { authorization: `Bearer ${provider.token}` },
        payload: { title: 'x' },
      });
      expect(write.statusCode).toBe(503);
    } finally {
      primary.start();
    }
  }, 60_000);

  it('is not ready when DATABASE_URL reaches a standby, which takes no writes', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const onStandby = await createPrivateDatabaseApp({ DATABASE_URL: replica.url });
    try {
      const ready = await onStandby.app.inject({ method: 'GET', url: '/readyz' });
      expect({ status: ready.statusCode, body: ready.json<Json>() }).toEqual({
        status: 503,
        body: { status: 'unavailable' },
      });
    } finally {
      await onStandby.close();
    }
  });

  it('reads from the primary while the replica is away', async () => {
    await eventually(async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200, 10_000);
    const before = await boardIds();
    replica.stop('immediate');
    try {
      // A pooled connection to the dead replica may fail one read (503 + Retry-After); then the primary serves.
      const statuses: number[] = [];
      await eventually(async () => {
        const response = await app.inject({ method: 'GET', url: '/api/v1/jobs' });
        statuses.push(response.statusCode);
        return response.statusCode === 200;
      }, 5_000);
      expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
      expect(statuses.filter((status) => status === 503).length).toBeLessThanOrEqual(2);
      expect(await boardIds()).toEqual(before);
      const { rows } = await sql<{ standby: boolean }>`select pg_is_in_recovery() as standby`.execute(app.readDb);
      expect(rows[0]?.standby).toBe(false);
    } finally {
      replica.start();
    }
  }, 60_000);
});
