import { CompiledQuery, sql } from 'kysely';

import type { Database, Engine } from '../db/database';

/**
 * The plan of a query as text lines (SQLite: EXPLAIN QUERY PLAN's details; PostgreSQL: EXPLAIN), with PostgreSQL's
 * planner told to avoid sequential scans where it can: a `Seq Scan` that remains means no index could serve.
 */
export async function queryPlan(
  db: Database,
  engine: Engine,
  compiled: { sql: string; parameters: readonly unknown[] },
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    if (engine === 'postgres') await sql`set local enable_seqscan = off`.execute(trx);
    const prefix = engine === 'sqlite' ? 'explain query plan ' : 'explain ';
    const result = await trx.executeQuery(CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]));
    return (result.rows as Record<string, unknown>[]).map((row) =>
      String(engine === 'sqlite' ? row.detail : Object.values(row)[0]),
    );
  });
}

/**
 * Full scans of the given tables (or their aliases) in a plan: SQLite's `SCAN t` without an index, PostgreSQL's
 * `Seq Scan on t`; and whether the rows are sorted after reading (SQLite's temp B-tree) rather than read in order.
 */
export function fullScans(engine: Engine, plan: readonly string[], tables: readonly string[]): string[] {
  const names = tables.join('|');
  const pattern =
    engine === 'sqlite' ? new RegExp(`^SCAN (${names})(?: AS \\w+)?$`) : new RegExp(`Seq Scan on (${names})\\b`);
  return plan.filter((line) => pattern.test(line.trim()));
}
