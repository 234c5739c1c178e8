import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import type { Executor } from '../../db/database';
import { expireJobListings } from './job-listings';

/*
 * `job-listings-expire`: removes the listings whose deadline has passed, every day just after midnight UTC (a
 * deadline is the last day a job is listed), and schedules its next run. The board also hides a listing past its
 * deadline by itself, so a late or failed run never shows an expired job; the run keeps the table and the counts
 * exact. Each process that runs jobs makes sure one run is pending when it starts.
 */
export const EXPIRE_LISTINGS_JOB = 'job-listings-expire';

/** Just after the next midnight UTC. */
export const nextExpiryRun = (now: Date): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 0, 0, 5));

async function hasPendingRun(db: Executor, after: Date): Promise<boolean> {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('type', '=', EXPIRE_LISTINGS_JOB)
    .where('status', '=', 'pending')
    .where('run_at', '>', after.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/** Enqueues the next run unless one is already waiting. */
export async function scheduleListingExpiry(app: FastifyInstance, now = new Date()): Promise<void> {
  if (await hasPendingRun(app.db, now)) return;
  await app.jobs.enqueue(app.db, EXPIRE_LISTINGS_JOB, {}, { runAt: nextExpiryRun(now) });
}

export function registerJobListingJobs(app: FastifyInstance): void {
  app.jobs.register(EXPIRE_LISTINGS_JOB, {
    payload: z.object({}),
    maxAttempts: 3,
    handler: async (_payload, context) => {
      const removed = await app.db.transaction().execute((trx) => expireJobListings(trx));
      context.log.info({ event: 'job_listings_expired', removed }, 'expired listings removed');
      await scheduleListingExpiry(app);
    },
  });
  app.addHook('onReady', async () => {
    // Today's expired listings now (a process that was down at midnight), then the daily run.
    if (!app.config.JOBS_ENABLED) return;
    await app.db.transaction().execute((trx) => expireJobListings(trx));
    await scheduleListingExpiry(app);
  });
}
