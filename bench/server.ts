// The API as the benchmark runs it: the real app (buildApp) on a seeded database, plus one bench-only route,
// GET /bench/static, that answers a fixed JSON string as large as a page of the job board — the ceiling the
// same process reaches without a database. The route exists only here: production starts apps/api/src/server.ts,
// which never registers it.
//
// Env: DATABASE_URL, BENCH_SCHEMA (PostgreSQL: the schema the seed wrote), PORT, plus the API's own settings.
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config/config';
import { createDb } from '../apps/api/src/db/database';

const config = loadConfig();
const schema = process.env.BENCH_SCHEMA;
const database = createDb({
  url: config.DATABASE_URL,
  poolSize: config.DATABASE_POOL_SIZE,
  ...(schema ? { schema } : {}),
});
const app = await buildApp({ config, database, webDist: null, logger: false });

let payload = '';
app.get('/bench/static', { config: { auth: 'public' } }, async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(payload),
);
// The same bytes a visitor gets for the first page of the board (50 jobs, newest first).
payload = (await app.inject({ method: 'GET', url: '/api/v1/jobs' })).body;

const shutdown = () => {
  void app
    .close()
    .then(() => database.db.destroy())
    .then(() => process.exit(0));
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
await app.listen({ port: config.PORT, host: '127.0.0.1' });
process.stdout.write(`ready ${payload.length}\n`);
