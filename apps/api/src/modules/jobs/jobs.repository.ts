import type { JobStatus } from '@hireway/shared';
import type { Insertable, Updateable } from 'kysely';

import type { Executor } from '../../db/database';
import { newestFirstOffsetPage, type OffsetWindow } from '../../db/paging';
import type { JobPostRow, JobPostsTable } from '../../db/schema';

/* A provider's own job posts: every query is scoped to the provider; another provider's job is never found. */

export const insertJob = (db: Executor, row: Insertable<JobPostsTable>) =>
  db.insertInto('job_posts').values(row).execute();

/** One of the provider's jobs, deleted ones excepted (a deleted job is gone for its owner too). */
export const findProviderJob = (db: Executor, providerId: string, id: string): Promise<JobPostRow | undefined> =>
  db
    .selectFrom('job_posts')
    .selectAll()
    .where('provider_id', '=', providerId)
    .where('id', '=', id)
    .where('status', '!=', 'deleted')
    .executeTakeFirst();

/** One of the provider's jobs in any status: only to answer the write that just deleted it. */
export const findProviderJobEvenDeleted = (
  db: Executor,
  providerId: string,
  id: string,
): Promise<JobPostRow | undefined> =>
  db.selectFrom('job_posts').selectAll().where('provider_id', '=', providerId).where('id', '=', id).executeTakeFirst();

/**
 * Takes the job's row lock (PostgreSQL) or the database write lock (SQLite) for the rest of the transaction by
 * writing to the row first, so a status check and the write that follows cannot be raced. False when the
 * provider has no such job.
 */
export async function lockProviderJob(db: Executor, providerId: string, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('job_posts')
    .set({ updated_at: now })
    .where('provider_id', '=', providerId)
    .where('id', '=', id)
    .where('status', '!=', 'deleted')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export const updateJob = (
  db: Executor,
  providerId: string,
  id: string,
  patch: Omit<Updateable<JobPostsTable>, 'id' | 'provider_id' | 'created_at'>,
) => db.updateTable('job_posts').set(patch).where('provider_id', '=', providerId).where('id', '=', id).execute();

/** Removes a never-published draft for good (nothing can refer to it). */
export const hardDeleteDraft = (db: Executor, providerId: string, id: string) =>
  db
    .deleteFrom('job_posts')
    .where('provider_id', '=', providerId)
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .where('published_at', 'is', null)
    .execute();

export async function findProviderJobs(
  db: Executor,
  providerId: string,
  filter: { status?: Exclude<JobStatus, 'deleted'> | undefined },
  page: OffsetWindow,
): Promise<{ rows: JobPostRow[]; total: number }> {
  let query = db.selectFrom('job_posts').where('provider_id', '=', providerId).where('status', '!=', 'deleted');
  if (filter.status) query = query.where('status', '=', filter.status);
  return newestFirstOffsetPage(query, page, ['created_at', 'id'], (base) => base.selectAll());
}

export interface ApplicationCounts {
  total: number;
  byStatus: Record<string, number>;
}

/** Applications per job, by status: one grouped count over `job_applications`. */
export async function countApplicationsByJob(
  db: Executor,
  jobIds: readonly string[],
): Promise<Map<string, ApplicationCounts>> {
  const counts = new Map<string, ApplicationCounts>();
  if (jobIds.length === 0) return counts;
  const rows = await db
    .selectFrom('job_applications')
    .select(['job_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('job_id', 'in', jobIds)
    .groupBy(['job_id', 'status'])
    .execute();
  for (const row of rows) {
    const entry = counts.get(row.job_id) ?? { total: 0, byStatus: {} };
    entry.total += row.n;
    entry.byStatus[row.status] = row.n;
    counts.set(row.job_id, entry);
  }
  return counts;
}

// ---- Reference data checks ---------------------------------------------------------------------------
