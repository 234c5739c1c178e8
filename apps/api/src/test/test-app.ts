import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';

import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig } from '../config/config';
import { createDb, type Database, type Engine } from '../db/database';
import { prepareDatabase } from '../db/prepare';

export interface TestDatabase {
  db: Database;
  engine: Engine;
  url: string;
  drop(): Promise<void>;
}

/** The engine this run tests: TEST_DB=sqlite (default) or postgres (needs TEST_POSTGRES_URL; never skipped). */
export function testEngine(): Engine {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

/** A fresh, migrated database: a temporary SQLite file, or a new schema in the test PostgreSQL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testEngine() === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'hireway-test-'));
    const url = `sqlite:${join(dir, 'test.sqlite')}`;
    const { db, engine } = createDb({ url });
    await prepareDatabase(db);
    return {
      db,
      engine,
      url,
      drop: async () => {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_POSTGRES_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_POSTGRES_URL (npm test starts a PostgreSQL and sets it)');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const { db, engine } = createDb({ url, schema, poolSize: 5 });
  await prepareDatabase(db);
  return {
    db,
    engine,
    url,
    drop: async () => {
      await db.destroy();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  engine: Engine;
  storageDir: string;
  close(): Promise<void>;
}

/** A built app on a fresh database, with quiet logs and its own upload folder (and a built SPA or renderer when given). */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { webDist?: string } & Pick<BuildAppOptions, 'pages'> = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const storageDir = mkdtempSync(join(tmpdir(), 'hireway-storage-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    STORAGE_DIR: storageDir,
    PUBLIC_URL: 'http://localhost:3000',
    // Suites log in many times from one address; the limit tests set their own low limits.
    RATE_LIMIT_LOGIN_PER_IP_MINUTE: '10000',
    RATE_LIMIT_LOGIN_PER_IP_HOUR: '10000',
    RATE_LIMIT_REGISTER_PER_IP_HOUR: '10000',
    // Tests drain jobs themselves (app.jobs.runDue()) so they never race a background poller.
    JOBS_ENABLED: 'false',
    // A busy test machine stalls now and then; the load-shedding tests set their own limits.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    // Searches see the dictionary of the listings as they are now (the tests change them between calls).
    SEARCH_DICTIONARY_REFRESH_MS: '0',
    MAX_REQUESTS_IN_FLIGHT: '10000',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    logger: false,
    webDist: options.webDist ?? null,
    ...(options.pages !== undefined ? { pages: options.pages } : {}),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    engine: database.engine,
    storageDir,
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

export type Json = Record<string, unknown>;

export async function call(
  app: FastifyInstance,
  options: InjectOptions & { token?: string },
): Promise<LightMyRequestResponse & { body: string; data: Json }> {
  const { token, ...rest } = options;
  const response = await app.inject({
    ...rest,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...rest.headers },
  });
  let data: Json;
  try {
    data = response.json<Json>();
  } catch {
    data = {};
  }
  return Object.assign(response, { data });
}
