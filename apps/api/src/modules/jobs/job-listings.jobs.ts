import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { scheduleDailyRun } from '../../jobs/daily';
import { expireJobListings } from './job-listings';

/*
 * `job-listings-expire`: removes the listings whose deadline has passed, every day just after midnight UTC (a
 * deadline is the last day a job is listed), and schedules its next run. The board also hides a listing past its
 * deadline by itself, so a late or failed run never shows an expired job; the run keeps the table and the counts
 * exact. Each process that runs jobs makes sure one run is pending when it starts.
 */
export const EXPIRE_LISTINGS_JOB = 'job-listings-expire';

export function registerJobListingJobs(app: FastifyInstance): void {
  app.jobs.register(EXPIRE_LISTINGS_JOB, {
    payload: z.object({}),
    maxAttempts: 3,
    handler: async (_payload, context) => {
      const removed = await app.db.transaction().execute((trx) => expireJobListings(trx));
      context.log.info({ event: 'job_listings_expired', removed }, 'expired listings removed');
      await scheduleDailyRun(app, EXPIRE_LISTINGS_JOB);
    },
  });
  app.addHook('onReady', async () => {
    // Today's expired listings now (a process that was down at midnight), then the daily run.
    if (!app.config.JOBS_ENABLED) return;
    await app.db.transaction().execute((trx) => expireJobListings(trx));
    await scheduleDailyRun(app, EXPIRE_LISTINGS_JOB);
  });
}
