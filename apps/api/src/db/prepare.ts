import { syncReferenceData } from '../modules/reference/reference.sync';
import type { Database } from './database';
import { migrateToLatest } from './migrate';

/** Migrations, then the reference data every install needs. Safe to run on every start. */
export async function prepareDatabase(db: Database): Promise<void> {
  await migrateToLatest(db);
  await syncReferenceData(db);
}
