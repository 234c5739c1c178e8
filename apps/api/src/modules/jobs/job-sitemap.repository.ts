import type { Executor } from '../../db/database';
import { isListedJob, jobsWithCompany } from './job-board.repository';

/* The listed jobs for /sitemap.xml (ADR 0012): counted, and walked by id in pages, never loaded at once. */

/** How many jobs anyone may see today. */
export async function countListedJobs(db: Executor, today: string): Promise<number> {
  const row = await jobsWithCompany(db)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('total'))
    .where(isListedJob(today))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The id of the listed job at a position in id order (where one sitemap file starts), or null past the end. */
export async function listedJobIdAt(db: Executor, today: string, position: number): Promise<string | null> {
  const row = await jobsWithCompany(db)
    .select('jp.id')
    .where(isListedJob(today))
    .orderBy('jp.id')
    .limit(1)
    .offset(position)
    .executeTakeFirst();
  return row?.id ?? null;
}

export interface SitemapJobRow {
  id: string;
  updated_at: string;
}

/** Up to `limit` listed jobs from `fromId` on (inclusive), in id order: one keyset page. */
export const listedJobsFrom = (
  db: Executor,
  today: string,
  fromId: string,
  inclusive: boolean,
  limit: number,
): Promise<SitemapJobRow[]> =>
  jobsWithCompany(db)
    .select(['jp.id', 'jp.updated_at'])
    .where(isListedJob(today))
    .where('jp.id', inclusive ? '>=' : '>', fromId)
    .orderBy('jp.id')
    .limit(limit)
    .execute();
