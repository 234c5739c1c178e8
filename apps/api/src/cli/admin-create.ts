import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';

import { z } from 'zod';

import { loadConfig } from '../config/config';
import { hashPassword } from '../core/passwords';
import { createDb, nowIso } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { findUserByEmail, insertProfile, insertUser } from '../modules/users/users.repository';

/**
 * `npm run admin:create -- --email you@company.com [--first-name A --last-name B]`: the first admin of an
 * install. A random password is printed once; the admin changes it and enrols MFA at first login.
 */
const { values } = parseArgs({
  options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
});
const email = z.email().safeParse(values.email?.trim().toLowerCase());
if (!email.success) {
  process.stderr.write('Usage: npm run admin:create -- --email you@company.com [--first-name Ada --last-name Admin]\n');
  process.exit(1);
}

const config = loadConfig();
const { db } = createDb({ url: config.DATABASE_URL });
try {
  await prepareDatabase(db);
  if (await findUserByEmail(db, email.data)) {
    process.stderr.write(`An account with ${email.data} already exists.\n`);
    process.exit(1);
  }
  const password = randomBytes(18).toString('base64url');
  const now = nowIso();
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await insertUser(trx, {
      id,
      email: email.data,
      password_hash: await hashPassword(password),
      user_type: 'admin',
      user_group: 'admin',
      first_name: values['first-name'] ?? 'Platform',
      last_name: values['last-name'] ?? 'Admin',
      language: 'en',
      status: 'active',
      has_completed_onboarding: 1,
      email_verified_at: now,
      password_changed_at: now,
      created_at: now,
      updated_at: now,
    });
    await insertProfile(trx, {
      user_id: id,
      has_completed_onboarding: 1,
      status: null,
      decline_reason: null,
      payment_status: null,
      created_at: now,
      updated_at: now,
    });
  });
  process.stdout.write(`Admin ${email.data} created. Temporary password (shown once): ${password}\n`);
} finally {
  await db.destroy();
}
