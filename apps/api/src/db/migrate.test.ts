import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { createTestDatabase, testEngine } from '../test/test-app';
import { createDb } from './database';
import { isMigrated, migrateToLatest, withoutStatementTimeout } from './migrate';

describe(`migrations on ${testEngine()}`, () => {
  it('create every table, are idempotent and report readiness', async () => {
    const database = await createTestDatabase();
    try {
      expect(await isMigrated(database.db)).toBe(true);
      const again = await migrateToLatest(database.db);
      expect(again.results).toEqual([]);
      const tables = (await database.db.introspection.getTables()).map((table) => table.name);
      expect(tables).toEqual(
        expect.arrayContaining([
          'users',
          'profiles',
          'tokens',
          'user_permissions',
          'settings',
          'countries',
          'states',
          'reference_items',
          'page_access_logs',
        ]),
      );
    } finally {
      await database.drop();
    }
  });

  it('enforces foreign keys and unique e-mails', async () => {
    const database = await createTestDatabase();
    try {
      const now = new Date().toISOString();
      await expect(
        database.db
          .insertInto('profiles')
          .values({
            user_id: 'missing',
            has_completed_onboarding: 0,
            status: null,
            decline_reason: null,
            payment_status: null,
            created_at: now,
            updated_at: now,
          })
          .execute(),
      ).rejects.toThrow();
      if (database.engine === 'sqlite') {
        const pragmas = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(database.db);
        expect(pragmas.rows[0]?.foreign_keys).toBe(1);
        const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db);
        expect(mode.rows[0]?.journal_mode).toBe('wal');
      }
    } finally {
      await database.drop();
    }
  });

  it('run without the per-statement timeout, which the pool gets back afterwards', async () => {
    const database = await createTestDatabase();
    // The pool's limit is 15 s in production; 300 ms here stands for it (a rebuild at a million rows takes longer).
    const { db } = createDb({ url: database.url, poolSize: 1, statementTimeoutMs: 300 });
    try {
      const slow = database.engine === 'postgres' ? sql`select pg_sleep(0.6)` : sql`select 1`;
      if (database.engine === 'postgres') await expect(slow.execute(db)).rejects.toThrow(/statement timeout/);
      await expect(withoutStatementTimeout(db, (connection) => slow.execute(connection))).resolves.toBeDefined();
      // Migrations take this path: on a pool whose limit is tiny they still run (and find nothing to do here).
      expect((await migrateToLatest(db)).results).toEqual([]);
      if (database.engine === 'postgres') {
        const { rows } = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(db);
        expect(rows[0]?.statement_timeout).toBe('300ms');
        await expect(slow.execute(db)).rejects.toThrow(/statement timeout/);
      }
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
