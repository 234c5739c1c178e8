import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

import { buildApp } from './app';
import { loadConfig } from './config/config';
import { createDb } from './db/database';
import { prepareDatabase } from './db/prepare';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './seed/demo';

const here = dirname(fileURLToPath(import.meta.url));
/** apps/api/dist/server.js or apps/api/src/server.ts → apps/web/dist */
const defaultWebDist = resolve(here, '../../web/dist');

async function main(): Promise<void> {
  const config = loadConfig();
  // Until the app's logger exists, a lost connection is written to stderr; then to the log.
  let onConnectionError = (error: Error): void => {
    process.stderr.write(`database connection lost: ${error.message}\n`);
  };
  const database = createDb({
    url: config.DATABASE_URL,
    poolSize: config.DATABASE_POOL_SIZE,
    onConnectionError: (error) => onConnectionError(error),
  });
  await prepareDatabase(database.db);
  if (config.demoData) await seedDemoData(database.db);

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

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: readiness off, finishing in-flight requests');
    app.lifecycle.shuttingDown = true;
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; forcing exit');
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS);
    force.unref();
    app
      .close()
      .then(() => database.db.destroy())
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
  app.log.info(`Hireway is listening on ${address} (public URL ${config.PUBLIC_URL}, database: ${database.engine})`);
  if (config.demoData) {
    const lines = DEMO_USERS.map((user) => `    ${user.group.padEnd(9)} ${user.email}`).join('\n');
    process.stdout.write(`\n  Demo accounts (password ${DEMO_PASSWORD}):\n${lines}\n\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
