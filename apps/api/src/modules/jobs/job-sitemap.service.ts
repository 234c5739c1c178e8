import { todayUtc } from '@hireway/shared';

import type { Executor } from '../../db/database';
import { countListedJobs, listedJobIdAt, listedJobsFrom, type SitemapJobRow } from './job-sitemap.repository';

/** How many jobs anyone may see today (the sitemap index has one file per 50,000 of them). */
export const countListedJobsToday = (db: Executor): Promise<number> => countListedJobs(db, todayUtc());

/**
 * Up to `max` listed jobs from `position` on in id order, read in keyset pages of `pageSize` (`id > last`), so no
 * more than one page is held at once, whatever the number of jobs. Null when `position` is past the end.
 */
export async function walkListedJobs(
  db: Executor,
  position: number,
  max: number,
  pageSize: number,
): Promise<AsyncIterable<SitemapJobRow> | null> {
  const today = todayUtc();
  const firstId = await listedJobIdAt(db, today, position);
  if (firstId === null) return null;
  return (async function* () {
    let sent = 0;
    let from = firstId;
    let inclusive = true;
    while (sent < max) {
      const rows = await listedJobsFrom(db, today, from, inclusive, Math.min(pageSize, max - sent));
      yield* rows;
      sent += rows.length;
      const last = rows.at(-1);
      if (last === undefined || rows.length < pageSize) return;
      from = last.id;
      inclusive = false;
    }
  })();
}
