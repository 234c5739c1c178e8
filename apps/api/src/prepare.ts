import type { Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { syncReferenceData } from './modules/reference';

/**
 * Migrations, then the reference data every install needs. Safe to run on every start. Beside app.ts, not in db/:
 * it composes the database with a feature module (db imports none).
 */
export async function prepareDatabase(db: Database): Promise<void> {
  await migrateToLatest(db);
  await syncReferenceData(db);
}
