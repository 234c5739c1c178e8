import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';

import { isMigrated } from '../../db/migrate';

const statusSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** Liveness (the process answers) and readiness (database reachable and migrated, not shutting down). */
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
        const check = Promise.all([sql`select 1`.execute(app.db), isMigrated(app.db)]);
        const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 1000).unref());
        [, ready] = await Promise.race([check, timeout]);
      } catch (error) {
        app.log.warn({ err: error }, 'readiness check failed');
      }
      return ready ? { status: 'ok' as const } : reply.status(503).send({ status: 'unavailable' });
    },
  );
};
