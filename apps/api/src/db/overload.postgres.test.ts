import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { findJobById } from '../jobs/jobs.repository';
import { startPreparedPostgresServer, type PostgresServer } from '../test/postgres-server';

/*
 * Overload on PostgreSQL is a 503, never a 500 (issue 11 "Serving", issue 15 "Under load and faults"): a request
 * waits at most DATABASE_POOL_TIMEOUT_MS for a pooled connection and is then answered 503 + Retry-After; the job
 * runner has its own pool and keeps running jobs while the board's pool is saturated. The app opens its own
 * handles from its configuration, as the server does, on a private PostgreSQL.
 */

let server: PostgresServer;
let app: FastifyInstance;
let storageDir: string;
const ran: { at: number; ok: boolean }[] = [];

beforeAll(async () => {
  server = await startPreparedPostgresServer();
  storageDir = mkdtempSync(join(tmpdir(), 'hireway-storage-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: server.url,
    DATABASE_POOL_SIZE: '2',
    DATABASE_POOL_TIMEOUT_MS: '1000',
    DATABASE_JOBS_POOL_SIZE: '1',
    STORAGE_DIR: storageDir,
    JOBS_ENABLED: 'true',
    JOBS_POLL_MS: '100',
    // The pool is the bound under test here, not the in-flight limit or the loop.
    MAX_REQUESTS_IN_FLIGHT: '10000',
    MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  app = await buildApp({ config, logger: false });
  app.jobs.register('overload-probe', {
    payload: z.object({}),
    handler: async (_payload, { db }) => {
      await sql`select 1`.execute(db);
      ran.push({ at: Date.now(), ok: true });
    },
  });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  server?.destroy();
  if (storageDir) rmSync(storageDir, { recursive: true, force: true });
});

/** Holds every connection of the board's pool for `ms`. */
const holdPool = (ms: number) => Promise.all([0, 1].map(() => sql`select pg_sleep(${ms / 1000})`.execute(app.db)));

describe('PostgreSQL under saturation', () => {
  it('answers only 200s and 503s (with Retry-After) to many concurrent board requests', async () => {
    // Open the pool's connections first: on a busy machine opening one can itself take longer than the wait.
    await holdPool(0);
    const responses = await Promise.all(
      Array.from({ length: 150 }, (_, index) =>
        app.inject({ method: 'GET', url: `/api/v1/jobs?q=developer${index % 7}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses).toContain(200);
    for (const response of responses.filter((r) => r.statusCode === 503)) {
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toMatchObject({ code: 'service_unavailable' });
    }
  });

  it('answers 503 at once when slow queries hold every connection, and the job runner still runs jobs', async () => {
    const held = holdPool(5_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const saturatedAt = Date.now();
    const jobId = await app.jobs.enqueue(app.jobsDb, 'overload-probe', {});

    const responses = await Promise.all(
      Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/api/v1/jobs' })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 20 }, () => 503));
    // Bounded: answered after about the pool timeout, long before the slow queries end.
    expect(Date.now() - saturatedAt).toBeLessThan(4_000);

    // The job ran on the runner's own connection while the board's pool was still held.
    const deadline = Date.now() + 10_000;
    while (ran.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const heldUntil = saturatedAt + 4_700;
    expect(ran[0]?.at).toBeLessThan(heldUntil);
    await held;
    expect(await findJobById(app.db, jobId)).toMatchObject({ status: 'done' });
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt += 1) {
      status = (await app.inject({ method: 'GET', url: '/api/v1/jobs' })).statusCode;
    }
    expect(status).toBe(200);
  });
});
