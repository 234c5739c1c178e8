import type { ExpressionBuilder } from 'kysely';

import type { Engine, Executor } from '../db/database';
import { insertWithNewId } from '../db/database';
import type { DB, JobRow } from '../db/schema';

/** The column is varchar(2000); PostgreSQL refuses longer text. Cut by code point, never inside one. */
const LAST_ERROR_MAX = 2000;
const clip = (text: string): string => Array.from(text).slice(0, LAST_ERROR_MAX).join('');

export interface NewJob {
  type: string;
  /** Serialised as JSON. */
  payload: unknown;
  runAt: Date;
  maxAttempts: number;
  now: Date;
}

export async function insertJob(db: Executor, job: NewJob): Promise<string> {
  const now = job.now.toISOString();
  return insertWithNewId(db, 'jobs', {
    type: job.type,
    payload: JSON.stringify(job.payload),
    status: 'pending',
    attempts: 0,
    max_attempts: job.maxAttempts,
    run_at: job.runAt.toISOString(),
    locked_until: null,
    last_error: null,
    created_at: now,
    updated_at: now,
  });
}

export const findJobById = (db: Executor, id: string): Promise<JobRow | undefined> =>
  db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();

/** Due: pending and run_at reached, or running with an expired lock (its process died mid-job). */
const isDue = (now: string) => (eb: ExpressionBuilder<DB, 'jobs'>) =>
  eb.or([
    eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', now)]),
    eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
  ]);

export interface ClaimOptions {
  now: Date;
  limit: number;
  /** How long the claim holds before another process may take the job over. */
  lockMs: number;
}

/**
 * Marks up to `limit` due jobs running (locked until now + lockMs, one more attempt) and returns them, oldest
 * first. On PostgreSQL the rows are picked with FOR UPDATE SKIP LOCKED in a transaction, so concurrent processes
 * each get different jobs without waiting on one another. On SQLite the claim is one UPDATE … RETURNING: SQLite
 * runs one writer at a time, so the statement is atomic.
 */
export async function claimDueJobs(db: Executor, engine: Engine, options: ClaimOptions): Promise<JobRow[]> {
  const now = options.now.toISOString();
  const lockedUntil = new Date(options.now.getTime() + options.lockMs).toISOString();
  const runningPatch = (eb: ExpressionBuilder<DB, 'jobs'>) => ({
    status: 'running' as const,
    locked_until: lockedUntil,
    attempts: eb('attempts', '+', 1),
    updated_at: now,
  });

  let rows: JobRow[];
  if (engine === 'postgres') {
    const claim = async (trx: Executor) => {
      const due = await trx
        .selectFrom('jobs')
        .select('id')
        .where(isDue(now))
        .orderBy('run_at')
        .limit(options.limit)
        .forUpdate()
        .skipLocked()
        .execute();
      if (due.length === 0) return [];
      const ids = due.map((row) => row.id);
      return trx.updateTable('jobs').set(runningPatch).where('id', 'in', ids).returningAll().execute();
    };
    rows = db.isTransaction ? await claim(db) : await db.transaction().execute(claim);
  } else {
    rows = await db
      .updateTable('jobs')
      .set(runningPatch)
      .where('id', 'in', (eb) =>
        eb.selectFrom('jobs').select('id').where(isDue(now)).orderBy('run_at').limit(options.limit),
      )
      .returningAll()
      .execute();
  }
  return rows.sort((a, b) => a.run_at.localeCompare(b.run_at) || a.created_at.localeCompare(b.created_at));
}

/** The heartbeat: the jobs still running here keep their claim for another lock period. */
export const extendLocks = (db: Executor, ids: readonly string[], lockedUntil: Date) =>
  db
    .updateTable('jobs')
    .set({ locked_until: lockedUntil.toISOString() })
    .where('id', 'in', [...ids])
    .where('status', '=', 'running')
    .execute();

export const markDone = (db: Executor, id: string, now: Date) =>
  db
    .updateTable('jobs')
    .set({ status: 'done', locked_until: null, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();

/** 30 s after the first failure, doubling each time, never more than an hour. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(30_000 * 2 ** exponent, 3_600_000);
}

export interface JobFailure {
  error: string;
  now: Date;
  /** False for errors a retry cannot fix (an invalid payload): the job fails at once. */
  isRetryable: boolean;
}

/**
 * Records a failed attempt: back to pending with a backoff while attempts remain and the error is retryable,
 * failed otherwise. Returns what happened and, for a retry, when the job runs next.
 */
export async function markFailedOrRetry(
  db: Executor,
  job: Pick<JobRow, 'id' | 'attempts' | 'max_attempts'>,
  failure: JobFailure,
): Promise<{ status: 'pending' | 'failed'; runAt: string | null }> {
  const now = failure.now.toISOString();
  const willRetry = failure.isRetryable && job.attempts < job.max_attempts;
  const runAt = willRetry ? new Date(failure.now.getTime() + retryDelayMs(job.attempts)).toISOString() : null;
  await db
    .updateTable('jobs')
    .set({
      status: willRetry ? 'pending' : 'failed',
      locked_until: null,
      last_error: clip(failure.error),
      updated_at: now,
      ...(runAt ? { run_at: runAt } : {}),
    })
    .where('id', '=', job.id)
    .execute();
  return { status: willRetry ? 'pending' : 'failed', runAt };
}
