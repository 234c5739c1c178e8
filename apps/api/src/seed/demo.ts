import { randomUUID } from 'node:crypto';

import type { UserGroup } from '@hireway/shared';

import { hashPassword } from '../core/passwords';
import type { Database } from '../db/database';
import { nowIso } from '../db/database';
import type { FileStorage } from '../core/storage';
import { rebuildJobListings } from '../modules/jobs';
import { createAccount, findUserByEmail } from '../modules/users';
import { seedDemoContent } from './content';
import { DEMO_CANDIDATE_EMAIL, seedDemoHiring } from './hiring';
import { seedDemoMarketplace } from './marketplace';
import { seedProfileRow, seedUserRow } from './users';

export const DEMO_PASSWORD = 'Demo-Pass-2026!';

interface DemoUser {
  email: string;
  group: UserGroup;
  firstName: string;
  lastName: string;
  phone: string;
  city: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'seeker@hireway.test',
    group: 'seeker',
    firstName: 'Amara',
    lastName: 'Okafor',
    phone: '+4915112345678',
    city: 'Berlin',
  },
  {
    email: 'provider@hireway.test',
    group: 'provider',
    firstName: 'Jonas',
    lastName: 'Weber',
    phone: '+4915187654321',
    city: 'Berlin',
  },
  {
    email: 'admin@hireway.test',
    group: 'admin',
    firstName: 'Priya',
    lastName: 'Raman',
    phone: '+4915100000001',
    city: 'Berlin',
  },
];

/** The accounts `npm start` prints: the three above, and the seeker whose CV and applications are complete. */
export const DEMO_ACCOUNTS: readonly { label: string; email: string }[] = [
  ...DEMO_USERS.map((user) => ({ label: user.group, email: user.email })),
  { label: 'candidate', email: DEMO_CANDIDATE_EMAIL },
];

/**
 * Demo users for each role, already past every onboarding step so their homes open, then the demo market
 * (marketplace.ts: companies, logos, 200+ jobs; hiring.ts: a complete candidate and applications in every state),
 * articles and FAQs. Idempotent: an existing e-mail is left as it is, and each part is written only when its
 * first row is missing. Never called in production (config.demoData is false there). Given the file storage,
 * the companies get logos.
 */
export async function seedDemoData(db: Database, storage?: FileStorage): Promise<{ created: string[] }> {
  const created: string[] = [];
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const demo of DEMO_USERS) {
    await db.transaction().execute(async (trx) => {
      if (await findUserByEmail(trx, demo.email)) return;
      const at = nowIso();
      const id = randomUUID();
      await createAccount(
        trx,
        seedUserRow({
          id,
          email: demo.email,
          passwordHash,
          group: demo.group,
          firstName: demo.firstName,
          lastName: demo.lastName,
          phone: demo.phone,
          countryCode: 'DE',
          stateCode: 'BE',
          city: demo.city,
          at,
        }),
        seedProfileRow(id, demo.group, at),
      );
      created.push(demo.email);
    });
  }
  await seedDemoContent(db);
  const market = await seedDemoMarketplace(db, passwordHash, storage);
  const hiring = await seedDemoHiring(db, passwordHash, market.providers);
  // The board's read model, once for everything written above (docs/decisions/0014-job-listings.md).
  if (market.jobs > 0) await rebuildJobListings(db);
  return { created: [...created, ...market.created, ...hiring.created] };
}
