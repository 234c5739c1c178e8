import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { startPostgresServer, type PostgresServer } from '../test/postgres-server';
import { createDb, type Database } from './database';
import { prepareDatabase } from '../prepare';

/*
 * A PostgreSQL restart, crash or outage never takes the API down (hardening issue): the pool's clients have
 * 'error' listeners, requests answer 503 + Retry-After while the database is away, and the API serves again
 * by itself as soon as it is back. Runs on a private PostgreSQL server that the test stops and starts.
 */

let server: PostgresServer;
let db: Database;
let app: FastifyInstance;
let storageDir: string;
const lost: Error[] = [];

const board = () => app.inject({ method: 'GET', url: '/api/v1/jobs' });

/** Polls the board until it answers 200; returns how long that took. */
async function msUntilServing(limitMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const response = await board();
    if (response.statusCode === 200) return Date.now() - started;
    expect(response.statusCode).toBe(503);
    if (Date.now() - started > limitMs) throw new Error(`still ${response.statusCode} after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  server = await startPostgresServer();
  ({ db } = createDb({ url: server.url, poolSize: 4, onConnectionError: (error) => lost.push(error) }));
  await prepareDatabase(db);
  storageDir = mkdtempSync(join(tmpdir(), 'hireway-storage-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: server.url,
    STORAGE_DIR: storageDir,
    JOBS_ENABLED: 'false',
    // A busy test machine stalls now and then; the load-shedding tests set their own limits.
    MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  app = await buildApp({ config, database: { db, engine: 'postgres' }, logger: false });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.destroy();
  server?.destroy();
  if (storageDir) rmSync(storageDir, { recursive: true, force: true });
});

describe('PostgreSQL outages', () => {
  it('answers 503 with Retry-After while PostgreSQL is down after a crash, and serves again within a second of its return', async () => {
    // Warm the pool so idle connections exist when the server dies.
    const warm = await Promise.all([board(), board(), board()]);
    expect(warm.map((response) => response.statusCode)).toEqual([200, 200, 200]);

    server.stop('immediate');
    const during = await board();
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('1');
    expect(during.json()).toMatchObject({ code: 'service_unavailable' });
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);

    server.start();
    expect(await msUntilServing(5_000)).toBeLessThan(1_000);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('survives a restart that cuts a query in flight (the checked-out client reports its error, the process lives)', async () => {
    const inFlight = sql`select pg_sleep(10)`.execute(db).then(
      () => 'finished',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.stop('fast');
    expect(await inFlight).not.toBe('finished');
    expect((await board()).statusCode).toBe(503);

    server.start();
    expect(await msUntilServing(5_000)).toBeLessThan(1_000);
    // The broken connections were reported to the listener rather than thrown as unhandled events.
    expect(lost.length).toBeGreaterThan(0);
  });

  it('survives SIGKILL of the PostgreSQL postmaster mid-write: acknowledged writes are kept, the API serves again by itself', async () => {
    await sql`create table if not exists crash_writes (id integer primary key)`.execute(db);
    const acknowledged: number[] = [];
    let next = 0;
    let stop = false;
    // Four writers insert one row each in a loop; a row counts once its insert has answered.
    const writers = Array.from({ length: 4 }, async () => {
      while (!stop) {
        const id = next++;
        try {
          await sql`insert into crash_writes (id) values (${id})`.execute(db);
          acknowledged.push(id);
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const pid = await server.kill();
    expect(pid).toBeGreaterThan(1);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect((await board()).statusCode).toBe(503);

    server.start();
    expect(await msUntilServing(5_000)).toBeLessThan(1_000);
    stop = true;
    await Promise.all(writers);
    const stored = new Set(
      (await sql<{ id: number }>`select id from crash_writes`.execute(db)).rows.map((row) => row.id),
    );
    // Every acknowledged insert survived the crash: crash recovery replays the WAL. (This server runs with
    // synchronous_commit on, as in production; fsync is off, which only an operating-system crash would expose.)
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  });
});
