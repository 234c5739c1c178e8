import { loadConfig } from '../config/config';
import { createDb } from '../db/database';
import { prepareDatabase } from '../prepare';

/** `npm run db:migrate`: applies every migration and loads reference data. */
const config = loadConfig();
const { db, engine } = createDb({ url: config.DATABASE_URL });
try {
  await prepareDatabase(db);
  process.stdout.write(`Database (${engine}) is migrated and its reference data loaded.\n`);
} finally {
  await db.destroy();
}
