import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { JobRunner } from './job-runner';

/**
 * Decorates `app.jobs`. The runner polls from onReady (unless JOBS_ENABLED=false: that process only enqueues)
 * and stops on preClose, waiting for the running jobs, before the database closes.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const runner = new JobRunner({
      // Its own connections (its own pool on PostgreSQL): it never waits behind the board's queries.
      db: app.jobsDb,
      engine: app.engine,
      log: app.log.child({ module: 'jobs' }),
      pollMs: app.config.JOBS_POLL_MS,
    });
    app.decorate('jobs', runner);
    app.addHook('onReady', async () => {
      if (app.config.JOBS_ENABLED) runner.start();
    });
    app.addHook('preClose', async () => {
      await runner.stop();
    });
  },
  { name: 'hireway-jobs' },
);
