import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';

import type { Database, Engine } from '../../db/database';
import { isMigrated } from '../../db/migrate';

const statusSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/**
 * Whether the database takes writes: on PostgreSQL the server behind DATABASE_URL is a primary, not a standby
 * (during a failover the address may still reach the old server come back as one, or a replica by mistake).
 */
async function takesWrites(db: Database, engine: Engine): Promise<boolean> {
  if (engine === 'sqlite') {
    await sql`select 1`.execute(db);
    return true;
  }
  const { rows } = await sql<{ standby: boolean }>`select pg_is_in_recovery() as standby`.execute(db);
  return rows[0]?.standby === false;
}

/**
 * Liveness (the process answers) and readiness (database reachable, a primary, migrated; not shutting down).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { auth: 'public', maintenance: 'allow', rateLimit: false },
      schema: { tags: ['health'], response: { 200: statusSchema } },
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { auth: 'public', maintenance: 'allow', rateLimit: false },
      schema: { tags: ['health'], response: { 200: statusSchema, 503: statusSchema } },
    },
    async (_request, reply) => {
      if (app.lifecycle.shuttingDown) return reply.status(503).send({ status: 'unavailable' });
      let ready = false;
      try {
        const check = Promise.all([takesWrites(app.db, app.engine), isMigrated(app.db)]);
        const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 1000).unref());
        const [writable, migrated] = await Promise.race([check, timeout]);
        ready = writable && migrated;
      } catch (error) {
        app.log.warn({ err: error }, 'readiness check failed');
      }
      return ready ? { status: 'ok' as const } : reply.status(503).send({ status: 'unavailable' });
    },
  );
};
