import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config/config';
import { verifyPassword } from '../core/passwords';
import { createDb, type Database } from '../db/database';

/*
 * `npm run admin:create` as an operator runs it: a child process on a database file. The CLI is the same Kysely
 * code on both engines; it runs against a temporary SQLite file here whatever the suite's engine.
 */

const API_DIR = join(import.meta.dirname, '..', '..');
let dir: string;
let url: string;
let db: Database;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'hireway-cli-'));
  url = `sqlite:${join(dir, 'cli.sqlite')}`;
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

function run(script: string, args: string[], options: { input?: string; env?: Record<string, string> } = {}) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `src/cli/${script}`, ...args], {
    cwd: API_DIR,
    input: options.input ?? '',
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url, ...options.env },
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const adminRow = (email: string) => db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

describe('npm run admin:create', () => {
  it('creates an admin with a random password printed once, who must still enrol MFA', async () => {
    const result = run('admin-create.ts', ['--email', ' Ops@Example.test ', '--first-name', 'Ada']);
    expect(result.status, result.stderr).toBe(0);
    const password = /Temporary password \(shown once\): (\S+)/.exec(result.stdout)?.[1] ?? '';
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(result.stdout).toContain('two-factor authentication');
    db = createDb({ url }).db;
    const row = await adminRow('ops@example.test');
    expect(row).toMatchObject({
      user_group: 'admin',
      user_type: 'admin',
      first_name: 'Ada',
      last_name: 'Admin',
      status: 'active',
      mfa_enabled: 0,
    });
    expect(await verifyPassword(row?.password_hash ?? '', password)).toBe(true);
  });

  it('refuses an e-mail that already has an account, and changes nothing', async () => {
    const before = await adminRow('ops@example.test');
    const result = run('admin-create.ts', ['--email', 'ops@example.test']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('An account with ops@example.test already exists.');
    expect(await adminRow('ops@example.test')).toEqual(before);
  });

  it('refuses a missing or malformed e-mail', () => {
    for (const args of [[], ['--email', 'not-an-address']]) {
      const result = run('admin-create.ts', args);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('Usage: npm run admin:create');
    }
  });

  it('takes a password on stdin only when it meets the password policy', async () => {
    const weak = run('admin-create.ts', ['--email', 'weak@example.test', '--password-stdin'], { input: 'password\n' });
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain('The password is too weak');
    expect(await adminRow('weak@example.test')).toBeUndefined();

    const strong = run('admin-create.ts', ['--email', 'strong@example.test', '--password-stdin'], {
      input: 'Quiet-Harbour-Lantern-42\n',
    });
    expect(strong.status, strong.stderr).toBe(0);
    expect(strong.stdout).not.toContain('Quiet-Harbour-Lantern-42');
    const row = await adminRow('strong@example.test');
    expect(await verifyPassword(row?.password_hash ?? '', 'Quiet-Harbour-Lantern-42')).toBe(true);
  });
});

/** The least a production start needs besides the database. */
const PRODUCTION = {
  NODE_ENV: 'production',
  ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
  PUBLIC_URL: 'https://hireway.example',
};

describe('no default admin in production (AUTH-11)', () => {
  it('never seeds demo users in production, even when DEMO_DATA asks for them', () => {
    const config = loadConfig({ ...PRODUCTION, DEMO_DATA: 'true', DATABASE_URL: url });
    expect(config.demoData).toBe(false);
  });

  it('refuses db:seed in production', async () => {
    const result = run('seed.ts', [], { env: PRODUCTION });
    expect(result.status, result.stderr).toBe(1);
    expect(result.stderr).toContain('Demo data is never seeded in production.');
    expect(await adminRow('admin@hireway.test')).toBeUndefined();
  });
});
