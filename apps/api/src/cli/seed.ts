import { loadConfig } from '../config/config';
import { createStorage } from '../core/storage';
import { createDb } from '../db/database';
import { prepareDatabase } from '../prepare';
import { DEMO_PASSWORD, seedDemoData } from '../seed/demo';

/** `npm run db:seed`: demo users for each role. Refused in production. */
const config = loadConfig();
if (config.isProduction) {
  process.stderr.write('Demo data is never seeded in production.\n');
  process.exit(1);
}
const { db } = createDb({ url: config.DATABASE_URL });
try {
  await prepareDatabase(db);
  const storage = createStorage(config);
  const { created } = await seedDemoData(db, storage).finally(() => storage.close());
  process.stdout.write(
    created.length > 0 ? `Created ${created.join(', ')} (password ${DEMO_PASSWORD}).\n` : 'Demo users already exist.\n',
  );
} finally {
  await db.destroy();
}
