import { Migrator, PostgresAdapter, sql, type MigrationResultSet } from 'kysely';

import type { Database } from './database';
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

export async function migrateToLatest(db: Database): Promise<MigrationResultSet> {
  const result = await (await createMigrator(db)).migrateToLatest();
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
