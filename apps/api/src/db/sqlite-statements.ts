import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/*
 * SQLite statements, compiled once per connection. Kysely's SQLite driver prepares every query it runs, and
 * better-sqlite3 compiles the SQL each time: for the board's search (three statements of a few hundred
 * characters, the FTS5 ones the longest) that was about 0.6 ms of every request at a million jobs (a CPU profile
 * of the bench server, session 17). Kysely's SQL for one query shape is always the same text with the values as
 * parameters, so a small cache keyed by that text serves almost every request.
 */

/** Statements kept per connection; the least recently used one goes first. */
export const STATEMENT_CACHE_SIZE = 256;

/**
 * The connection as Kysely's SqliteDialect uses it, handing out a compiled statement again for the same SQL. A
 * statement still being read by an iterator (`busy`: a streamed query) cannot run twice at once, so that SQL gets
 * a new statement meanwhile. SQLite recompiles a cached statement by itself when the schema changes under it.
 */
export function withStatementCache(database: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql: string): SqliteStatement => {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        // Most recently used last, so the first key is the one to evict.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      if (cached) return statement;
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}
