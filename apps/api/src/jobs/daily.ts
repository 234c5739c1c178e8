import type { FastifyInstance } from 'fastify';

import type { Executor } from '../db/database';

/*
 * Daily maintenance jobs (expired listings, stale known devices): each run schedules the next one, just after
 * midnight UTC, and each process that runs jobs makes sure one run is pending when it starts.
 */

/** Just after the next midnight UTC. */
export const nextDailyRun = (now: Date): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 0, 0, 5));

async function hasPendingRun(db: Executor, type: string, after: Date): Promise<boolean> {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('type', '=', type)
    .where('status', '=', 'pending')
    .where('run_at', '>', after.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/** Enqueues the next daily run of a job unless one is already waiting. */
export async function scheduleDailyRun(app: FastifyInstance, type: string, now = new Date()): Promise<void> {
  if (await hasPendingRun(app.db, type, now)) return;
  await app.jobs.enqueue(app.db, type, {}, { runAt: nextDailyRun(now) });
}
