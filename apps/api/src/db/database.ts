import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';

import type { DB } from './schema';

export type Database = Kysely<DB>;
export type Executor = Kysely<DB> | Transaction<DB>;
export type Engine = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  url: string;
  poolSize?: number;
  /** PostgreSQL only: the schema to work in (tests use one schema per suite). */
  schema?: string;
}

// timestamptz and timestamp come back as ISO strings on both engines.
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (value) => new Date(value).toISOString());
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (value) => new Date(`${value}Z`).toISOString());
// bigint counts (count(*)) as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export const engineOf = (url: string): Engine => (url.startsWith('sqlite:') ? 'sqlite' : 'postgres');

/** Opens SQLite with the pragmas REL-01 requires. */
function openSqlite(url: string): SQLite.Database {
  const file = url.slice('sqlite:'.length);
  const isMemory = file === ':memory:' || file === '';
  if (!isMemory) mkdirSync(dirname(resolve(file)), { recursive: true });
  const sqlite = new SQLite(isMemory ? ':memory:' : file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

export function createDb(options: DatabaseOptions): { db: Database; engine: Engine } {
  const engine = engineOf(options.url);
  if (engine === 'sqlite') {
    return { engine, db: new Kysely<DB>({ dialect: new SqliteDialect({ database: openSqlite(options.url) }) }) };
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    statement_timeout: 15_000,
    idle_in_transaction_session_timeout: 30_000,
    connectionTimeoutMillis: 5_000,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  return { engine, db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }) };
}

/** UTC now as ISO-8601, the one timestamp format of the data layer. */
export const nowIso = (): string => new Date().toISOString();

/** 0/1 ↔ boolean: better-sqlite3 cannot bind booleans, so both engines store flags as integers. */
export const toFlag = (value: boolean): number => (value ? 1 : 0);
export const fromFlag = (value: number | boolean | null | undefined): boolean => value === 1 || value === true;
