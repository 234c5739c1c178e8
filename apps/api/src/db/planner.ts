import { sql } from 'kysely';

import type { Executor } from './database';

/*
 * PostgreSQL's planner guesses how many rows a full-text match finds from a sample, and with a LIMIT it often walks
 * an ordered index testing every row (each test unpacks the row's tsvector, most from TOAST): a rare word then
 * reads the whole table, and a count of 10,001 matches of a frequent one reads ten times that. The board knows
 * better (its own term counts) and reads matches through bitmaps of its indexes only: planner settings local to a
 * transaction around the statement.
 */

const BITMAPS_ONLY = ['enable_indexscan = off', 'enable_seqscan = off'];

/**
 * Runs `read` on PostgreSQL with the planner limited to bitmap scans, in a transaction of its own (inside a
 * caller's transaction the settings would outlive the statement, so there it runs as the planner likes).
 */
export async function readThroughBitmaps<T>(db: Executor, read: (db: Executor) => Promise<T>): Promise<T> {
  if (db.isTransaction) return read(db);
  return db.transaction().execute(async (trx) => {
    for (const setting of BITMAPS_ONLY) await sql.raw(`set local ${setting}`).execute(trx);
    return read(trx);
  });
}
