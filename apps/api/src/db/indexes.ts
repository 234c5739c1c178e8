import { type Kysely, sql, SqliteAdapter, type Transaction } from 'kysely';

/*
 * Filling a large table set-based is faster with its secondary indexes built once afterwards than kept up to date
 * row by row (PostgreSQL's GIN over a tsvector most of all). Constraint indexes (primary key, unique) stay: they
 * are the table's rules, not a speed-up.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database, any transaction
type AnyDb = Kysely<any> | Transaction<any>;

/** The CREATE statements of a table's secondary indexes (not those behind a constraint). */
export async function secondaryIndexes(db: AnyDb, table: string): Promise<{ name: string; definition: string }[]> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const { rows } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
      where type = 'index' and sql is not null and tbl_name = ${table}`.execute(db);
    return rows.map((row) => ({ name: row.name, definition: row.sql }));
  }
  const { rows } = await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename = ${table}
      and indexname not in (select conname from pg_constraint where contype in ('p', 'u', 'x'))`.execute(db);
  return rows.map((row) => ({ name: row.indexname, definition: row.indexdef }));
}

/**
 * Runs `fill` with the table's secondary indexes dropped, and builds them again after it. When `fill` fails they are
 * built again too where that is possible (outside a transaction; inside one, the caller's rollback restores them).
 */
export async function withIndexesBuiltAfter<T>(db: AnyDb, table: string, fill: () => Promise<T>): Promise<T> {
  const indexes = await secondaryIndexes(db, table);
  const rebuild = async () => {
    for (const index of indexes) await sql.raw(index.definition).execute(db);
  };
  for (const index of indexes) await sql`drop index ${sql.ref(index.name)}`.execute(db);
  let result: T;
  try {
    result = await fill();
  } catch (error) {
    await rebuild().catch(() => undefined);
    throw error;
  }
  await rebuild();
  return result;
}
