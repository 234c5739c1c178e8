import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';

import { checkPasswordPolicy } from '@hireway/shared';
import { z } from 'zod';

import { loadConfig } from '../config/config';
import { hashPassword } from '../core/passwords';
import { createDb, nowIso } from '../db/database';
import { prepareDatabase } from '../prepare';
import { getSettings } from '../modules/settings';
import { createAccount, findUserByEmail } from '../modules/users';

/**
 * `npm run admin:create -- --email you@company.com [--first-name A --last-name B] [--password-stdin]`: the first
 * admin of an install. A random password is printed once, or `--password-stdin` reads one (checked against the
 * platform's password policy); the admin enrols MFA at first login, before the console opens (MFA-08).
 */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    'password-stdin': { type: 'boolean' },
  },
});

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}
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
  const firstName = values['first-name'] ?? 'Platform';
  const lastName = values['last-name'] ?? 'Admin';
  const given = values['password-stdin'] === true ? await readStdin() : null;
  if (given !== null) {
    const { password_complexity_settings: policy } = await getSettings(db);
    const problems = checkPasswordPolicy(given, policy, { email: email.data, firstName, lastName });
    if (problems.length > 0) {
      process.stderr.write(`The password is too weak: ${problems.join('; ')}.\n`);
      process.exit(1);
    }
  }
  const password = given ?? randomBytes(18).toString('base64url');
  const now = nowIso();
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await createAccount(
      trx,
      {
        id,
        email: email.data,
        password_hash: await hashPassword(password),
        user_type: 'admin',
        user_group: 'admin',
        first_name: firstName,
        last_name: lastName,
        language: 'en',
        status: 'active',
        has_completed_onboarding: 1,
        email_verified_at: now,
        password_changed_at: now,
        created_at: now,
        updated_at: now,
      },
      {
        user_id: id,
        has_completed_onboarding: 1,
        status: null,
        decline_reason: null,
        payment_status: null,
        created_at: now,
        updated_at: now,
      },
    );
  });
  process.stdout.write(
    given === null
      ? `Admin ${email.data} created. Temporary password (shown once): ${password}\n`
      : `Admin ${email.data} created with the password given.\n`,
  );
  process.stdout.write('They must set up two-factor authentication at their first login before the console opens.\n');
} finally {
  await db.destroy();
}
