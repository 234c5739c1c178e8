import { sql } from 'kysely';

import type { Executor } from '../../db/database';

/*
 * The listed jobs for /sitemap.xml (ADR 0012), read from the listing read model `job_listings` (one row per listed
 * job, ADR 0014: live, of an approved and active provider) with only the deadline checked here, as the board does
 * between two expiry runs. Counted, and walked by job id (its unique index) in keyset pages, never loaded at once.
 */

const notExpired = (today: string) =>
  sql<boolean>`(${sql.ref('jl.application_deadline')} is null or ${sql.ref('jl.application_deadline')} >= ${today})`;

/** How many jobs anyone may see today. */
export async function countListedJobs(db: Executor, today: string): Promise<number> {
  const row = await db
    .selectFrom('job_listings as jl')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('total'))
    .where(notExpired(today))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The id of the listed job at a position in id order (where one sitemap file starts), or null past the end. */
export async function listedJobIdAt(db: Executor, today: string, position: number): Promise<string | null> {
  const row = await db
    .selectFrom('job_listings as jl')
    .select('jl.job_id')
    .where(notExpired(today))
    .orderBy('jl.job_id')
    .limit(1)
    .offset(position)
    .executeTakeFirst();
  return row?.job_id ?? null;
}

export interface SitemapJobRow {
  id: string;
  updated_at: string;
}

/**
 * Up to `limit` listed jobs from `fromId` on (inclusive), in id order: one keyset page. `lastmod` is the job's
 * own `updated_at` (the listing has no time of change), one primary-key lookup per row of the page.
 */
export const listedJobsFrom = (
  db: Executor,
  today: string,
  fromId: string,
  inclusive: boolean,
  limit: number,
): Promise<SitemapJobRow[]> =>
  db
    .selectFrom('job_listings as jl')
    .innerJoin('job_posts as jp', 'jp.id', 'jl.job_id')
    .select(['jl.job_id as id', 'jp.updated_at'])
    .where(notExpired(today))
    .where('jl.job_id', inclusive ? '>=' : '>', fromId)
    .orderBy('jl.job_id')
    .limit(limit)
    .execute();
