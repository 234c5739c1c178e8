import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';

import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig } from '../config/config';
import { createDb, type Database, type Engine } from '../db/database';
import { prepareDatabase } from '../prepare';
import { runAdminStatement } from './postgres-admin';

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

const provided = <T>(read: () => T | null): T | null => {
  try {
    return read();
  } catch {
    // Outside a Vitest run of apps/api/vitest.config.ts (no global setup): migrate in place below.
    return null;
  }
};

/** A test database, migrated here when there was no template to copy; `remove` runs after the pool is closed. */
async function openTestDatabase(
  { db, engine }: { db: Database; engine: Engine },
  url: string,
  migrate: boolean,
  remove: () => unknown,
): Promise<TestDatabase> {
  if (migrate) await prepareDatabase(db);
  return {
    db,
    engine,
    url,
    drop: async () => {
      await db.destroy();
      await remove();
    },
  };
}

/**
 * A fresh, migrated database: a temporary SQLite file, or a new PostgreSQL database. Both start as a copy of the
 * template the global setup migrated once (src/test/global-setup.ts); without one they are migrated here.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testEngine() === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'hireway-test-'));
    const file = join(dir, 'test.sqlite');
    const url = `sqlite:${file}`;
    const template = provided(() => inject('sqliteTemplate'));
    if (template) copyFileSync(template, file);
    return openTestDatabase(createDb({ url }), url, !template, () => {
      rmSync(dir, { recursive: true, force: true });
    });
  }
  const base = process.env.TEST_POSTGRES_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_POSTGRES_URL (npm test starts a PostgreSQL and sets it)');
  const template = provided(() => inject('postgresTemplate'));
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = (statement: string) => runAdminStatement(base, statement);
  await admin(
    template ? `create database ${name} template ${template.name}${template.strategy}` : `create database ${name}`,
  );
  const target = new URL(base);
  target.pathname = `/${name}`;
  const url = target.toString();
  // A test database is about data, not pool waits (overload tests open their own pools): a burst such as SMS-03's
  // 1,000 concurrent sends queues on 5 connections for longer than production's 2 s wait on a busy machine.
  return openTestDatabase(createDb({ url, poolSize: 5, connectionTimeoutMs: 30_000 }), url, !template, () =>
    admin(`drop database if exists ${name} with (force)`),
  );
}

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  engine: Engine;
  /** The database's URL, for a second app on it (createPeerTestApp). */
  databaseUrl: string;
  storageDir: string;
  close(): Promise<void>;
}

/**
 * The test file's app: built before its tests (a `beforeAll` registered where this is called, so hooks registered
 * after it see the app) and closed after them. The context answers only once the app is built (in hooks and tests).
 * `env` may be a function, read when the app is built (for values known only in an earlier hook, e.g. a port).
 */
export function useTestApp(
  env: Parameters<typeof createTestApp>[0] | (() => Parameters<typeof createTestApp>[0]) = {},
  options?: Parameters<typeof createTestApp>[1],
): TestContext {
  let current: TestContext | undefined;
  beforeAll(async () => {
    current = await createTestApp(typeof env === 'function' ? env() : env, options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as TestContext, {
    get(_target, key) {
      if (!current) throw new Error('The test app is built in beforeAll: use it inside a hook or a test');
      return Reflect.get(current, key) as unknown;
    },
  });
}

/** A fresh test database for the tests around the call: opened in beforeAll and handed to `opened`, dropped after. */
export function useTestDatabase(opened: (database: TestDatabase) => void): void {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await createTestDatabase();
    opened(current);
  });
  afterAll(async () => {
    await current?.drop();
  });
}

/** useTestApp, listening on a free port of 127.0.0.1 once built (for Socket.IO clients and real HTTP). */
export function useListeningTestApp(env: Parameters<typeof useTestApp>[0] = {}): TestContext {
  const ctx = useTestApp(env);
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  return ctx;
}

/** A built app on a fresh database, with quiet logs and its own upload folder (and a built SPA or renderer when given). */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { webDist?: string } & Pick<BuildAppOptions, 'pages'> = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  return buildTestApp(database, env, options, () => database.drop());
}

/**
 * A second API process on the database of `first` (both built by createTestApp): its own connection to the same
 * SQLite file or PostgreSQL database, its own Redis clients, sockets and in-process state. Closing it leaves the
 * database to `first`, which is closed after it.
 */
export async function createPeerTestApp(first: TestContext, env: Record<string, string> = {}): Promise<TestContext> {
  const url = first.databaseUrl;
  // As createTestDatabase's pool: a test database is about data, not pool waits.
  const database = { ...createDb({ url, poolSize: 5, connectionTimeoutMs: 30_000 }), url };
  return buildTestApp(database, env, {}, () => database.db.destroy());
}

async function buildTestApp(
  database: { db: Database; engine: Engine; url: string },
  env: Record<string, string>,
  options: { webDist?: string } & Pick<BuildAppOptions, 'pages'>,
  release: () => Promise<void>,
): Promise<TestContext> {
  const storageDir = mkdtempSync(join(tmpdir(), 'hireway-storage-'));
  const config = testConfig({ DATABASE_URL: database.url, STORAGE_DIR: storageDir, ...env });
  return startTestApp(
    {
      config,
      database,
      logger: false,
      webDist: options.webDist ?? null,
      ...(options.pages !== undefined ? { pages: options.pages } : {}),
    },
    { databaseUrl: database.url, storageDir, release },
  );
}

/** Builds the app and hands it over as a test context, whose close also releases what the caller opened. */
async function startTestApp(
  options: BuildAppOptions,
  { databaseUrl, storageDir, release }: { databaseUrl: string; storageDir: string; release: () => Promise<void> },
): Promise<TestContext> {
  const app = await buildApp(options);
  await app.ready();
  return {
    app,
    db: app.db,
    engine: app.engine,
    databaseUrl,
    storageDir,
    close: async () => {
      await app.close();
      await release();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

/**
 * An app on a database the test runs itself (a private PostgreSQL server of src/test/postgres-server.ts, already
 * prepared): it opens its own handles from `env` (DATABASE_URL, DATABASE_REPLICA_URLS) as the server does.
 */
export async function createPrivateDatabaseApp(env: Record<string, string> & { DATABASE_URL: string }) {
  const storageDir = mkdtempSync(join(tmpdir(), 'hireway-storage-'));
  return startTestApp(
    { config: testConfig({ STORAGE_DIR: storageDir, ...env }), logger: false },
    { databaseUrl: env.DATABASE_URL, storageDir, release: () => Promise.resolve() },
  );
}

/** The configuration of a test app: quiet, no background jobs, no limits the tests would trip over. */
function testConfig(env: Record<string, string>) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
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

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A call of an /api/v1 route: method, path below /api/v1 and, where it has one, the JSON body. */
export type ApiRoute = readonly [ApiMethod, string, unknown?];

/** A request to /api/v1 as `token` (or anonymously), with a JSON body where one is given. */
export const request = (ctx: TestContext, method: ApiMethod, path: string, token?: string, payload?: unknown) =>
  call(ctx.app, {
    method,
    url: `/api/v1${path}`,
    ...(token ? { token } : {}),
    ...(payload === undefined ? {} : { payload: payload as Json }),
  });

/** Every route answers `status` to this caller (and the error `message`, where one is given). */
export async function expectStatusForAll(
  ctx: TestContext,
  routes: readonly ApiRoute[],
  token: string | undefined,
  status: number,
  message?: string,
): Promise<void> {
  for (const [method, path, payload] of routes) {
    const res = await request(ctx, method, path, token, payload);
    expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(status);
    if (message) expect(res.data.message, `${method} ${path}`).toBe(message);
  }
}
