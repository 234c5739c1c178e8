import { type Kysely, Migrator, PostgresAdapter, sql, type MigrationResultSet } from 'kysely';

import type { Database } from './database';
import type { DB } from './schema';
import { migrations } from './migrations/index';

/**
 * The migrator keeps its bookkeeping tables in the connection's current schema on PostgreSQL (without this,
 * Kysely's table lookup spans every schema and sees another schema's tables).
 */
async function createMigrator(db: Database): Promise<Migrator> {
  let migrationTableSchema: string | undefined;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = result.rows[0]?.schema;
  }
  return new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    // Features land in parallel branches; a migration merged with an earlier name still runs.
    allowUnorderedMigrations: true,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
}

/**
 * Runs `work` on one connection with no per-statement limit (PostgreSQL; SQLite has none): the pool's 15 s
 * `statement_timeout` protects requests, but a data migration at a million rows (rebuilding job_listings, filling a
 * new column) runs longer, and so does waiting for the migration lock while another process migrates. The
 * connection gets its limit back before it returns to the pool.
 */
export async function withoutStatementTimeout<T>(db: Database, work: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return work(db);
  return db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`reset statement_timeout`.execute(connection);
    }
  });
}

export async function migrateToLatest(db: Database): Promise<MigrationResultSet> {
  const result = await withoutStatementTimeout(db, async (connection) =>
    (await createMigrator(connection)).migrateToLatest(),
  );
  if (result.error) {
    const failed = result.results?.find((item) => item.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: result.error });
  }
  return result;
}

/** True when every known migration has been applied (used by /readyz). */
export async function isMigrated(db: Database): Promise<boolean> {
  const list = await (await createMigrator(db)).getMigrations();
  return list.every((migration) => migration.executedAt !== undefined);
}
