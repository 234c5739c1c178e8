import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

import { buildApp, databaseOptions } from './app';
import { loadConfig, type Config } from './config/config';
import { unsupportedNode } from './config/node-version';
import { createDb, type Database, openDatabases } from './db/database';
import { rankFallbackReason } from './db/sqlite-rank';
import { prepareDatabase } from './prepare';
import { warmUpLazyPackages } from './core/lazy-package';
import { createStorage } from './core/storage';

const here = dirname(fileURLToPath(import.meta.url));
/** apps/api/dist/server.js or apps/api/src/server.ts → apps/web/dist */
const defaultWebDist = resolve(here, '../../web/dist');

/** A worker that dies this soon after its start is failing at start-up: wait before the next one. */
const CRASH_LOOP_MS = 5_000;

/** The demo data's module (and the job texts it builds) loads only when DEMO_DATA asks for it, not on every start. */
const demo = () => import('./seed/demo');

async function printDemoAccounts(config: Config): Promise<void> {
  if (!config.demoData) return;
  const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await demo();
  const lines = DEMO_ACCOUNTS.map((account) => `    ${account.label.padEnd(10)} ${account.email}`).join('\n');
  process.stdout.write(`\n  Demo accounts (password ${DEMO_PASSWORD}):\n${lines}\n\n`);
}

/** The demo data, with the app's file storage for the company logos. */
async function seedDemo(config: Config, db: Database): Promise<void> {
  const storage = createStorage(config);
  try {
    await (await demo()).seedDemoData(db, storage);
  } finally {
    await storage.close();
  }
}

/** Migrations and demo data, once, before any process serves. */
async function prepare(config: Config): Promise<void> {
  const { db } = createDb({ url: config.DATABASE_URL, poolSize: 1 });
  try {
    await prepareDatabase(db);
    if (config.demoData) await seedDemo(config, db);
  } finally {
    await db.destroy();
  }
}

/**
 * One serving process: its own database handles (primary, replicas, the job runner's pool), its own job runner.
 * SIGTERM/SIGINT drain it: readiness off, requests in flight and running jobs finish, then it exits.
 */
async function serve(config: Config, options: { isWorker: boolean }): Promise<void> {
  // Until the app's logger exists, a lost connection is written to stderr; then to the log.
  let onConnectionError = (error: Error): void => {
    process.stderr.write(`database connection lost: ${error.message}\n`);
  };
  const database = openDatabases(databaseOptions(config, (error) => onConnectionError(error)));
  if (!options.isWorker) {
    await prepareDatabase(database.db);
    if (config.demoData) await seedDemo(config, database.db);
  }

  const app = await buildApp({
    config,
    database,
    webDist: config.WEB_DIST_DIR ?? defaultWebDist,
    logger: config.isProduction
      ? {}
      : { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } },
  });

  onConnectionError = (error) => {
    app.log.warn({ err: error }, 'database connection lost; reconnecting on demand');
  };
  const rankFallback = rankFallbackReason(database.db);
  if (rankFallback !== null) {
    app.log.warn(`SQLite ranks searches with bm25() itself, slower: the ranking extension is ${rankFallback}`);
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: readiness off, finishing in-flight requests and running jobs');
    app.lifecycle.shuttingDown = true;
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; forcing exit');
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS);
    force.unref();
    app
      .close()
      .then(() => database.destroy())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  // The packages a start leaves for later load now, so the first request that needs one does not wait for it.
  void warmUpLazyPackages();
  if (options.isWorker) {
    app.log.info(`worker ${process.pid} is serving`);
    return;
  }
  app.log.info(`Hireway is listening on ${address} (public URL ${config.PUBLIC_URL}, database: ${database.engine})`);
  await printDemoAccounts(config);
}

/**
 * The primary of WEB_CONCURRENCY > 1: prepares the database once, forks the workers (they share the port; the
 * primary hands out connections in turn), replaces a worker that dies, and on SIGTERM/SIGINT passes the signal on
 * and exits when every worker has drained.
 */
async function supervise(config: Config): Promise<void> {
  await prepare(config);
  const say = (message: string) =>
    process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: message })}\n`);
  let stopping = false;
  const startedAt = new Map<Worker, number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        say('every worker has drained; exiting');
        process.exit(0);
      }
      return;
    }
    say(`worker ${worker.process.pid} died (${signal ?? `exit code ${code}`}); starting another`);
    setTimeout(fork, lived < CRASH_LOOP_MS ? CRASH_LOOP_MS : 0).unref();
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: draining ${Object.keys(cluster.workers ?? {}).length} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    // The workers each give up after SHUTDOWN_GRACE_MS; this is the last resort behind them.
    setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_MS + 5_000).unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  if (!config.REDIS_URL) {
    say('REDIS_URL is not set: each worker keeps its own rate-limit counters and realtime rooms (set Redis)');
  }
  for (let index = 0; index < config.webConcurrency; index += 1) fork();
  say(
    `Hireway is starting ${config.webConcurrency} workers on ${config.HOST}:${config.PORT} (public URL ${config.PUBLIC_URL})`,
  );
  await printDemoAccounts(config);
}

async function main(): Promise<void> {
  const oldNode = unsupportedNode('The Hireway API');
  if (oldNode) throw new Error(oldNode);
  const config = loadConfig();
  if (cluster.isWorker) return serve(config, { isWorker: true });
  if (config.webConcurrency > 1) return supervise(config);
  return serve(config, { isWorker: false });
}

main().catch((error: unknown) => {
  if (error instanceof Error && unsupportedNode('The Hireway API') === error.message) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
