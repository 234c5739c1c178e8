import { randomUUID } from 'node:crypto';

import type { UserGroup } from '@hireway/shared';

import { hashPassword } from '../core/passwords';
import type { Database } from '../db/database';
import { nowIso } from '../db/database';
import type { NewProfile, UserRow } from '../db/schema';
import { findUserByEmail, insertProfile, insertUser } from '../modules/users/users.repository';
import { seedDemoContent } from './content';
import { seedDemoMarketplace } from './marketplace';

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

/**
 * Demo users for each role, already past every onboarding step so their homes open. Idempotent: an existing
 * e-mail is left as it is. Never called in production (config.demoData is false there).
 */
export async function seedDemoData(db: Database): Promise<{ created: string[] }> {
  const created: string[] = [];
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const demo of DEMO_USERS) {
    await db.transaction().execute(async (trx) => {
      if (await findUserByEmail(trx, demo.email)) return;
      const now = nowIso();
      const user: UserRow = {
        id: randomUUID(),
        email: demo.email,
        password_hash: passwordHash,
        user_type: demo.group === 'seeker' ? 'client' : demo.group,
        user_group: demo.group,
        first_name: demo.firstName,
        last_name: demo.lastName,
        phone: demo.phone,
        language: 'en',
        avatar_path: null,
        country_code: 'DE',
        state_code: 'BE',
        city: demo.city,
        status: 'active',
        has_completed_onboarding: 1,
        email_verified_at: now,
        phone_verified_at: now,
        mfa_enabled: 0,
        mfa_secret: null,
        mfa_pending_secret: null,
        mfa_last_step: null,
        password_changed_at: now,
        created_at: now,
        updated_at: now,
      };
      const profile: NewProfile = {
        user_id: user.id,
        has_completed_onboarding: 1,
        status: demo.group === 'provider' ? 'approved' : null,
        decline_reason: null,
        payment_status: demo.group === 'seeker' ? 'paid' : null,
        created_at: now,
        updated_at: now,
      };
      await insertUser(trx, user);
      await insertProfile(trx, profile);
      created.push(demo.email);
    });
  }
  await seedDemoContent(db);
  await seedDemoMarketplace(db, 'provider@hireway.test');
  return { created };
}
