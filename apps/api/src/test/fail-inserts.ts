import { sql } from 'kysely';

import type { Database, Engine } from '../db/database';

/**
 * Makes every INSERT into `table` fail with a real database error, for tests of what a failed transaction leaves
 * behind (a trigger in the test's own database: no module is mocked, so the suite can share modules between files).
 */
export async function failInsertsInto(db: Database, engine: Engine, table: string): Promise<void> {
  const trigger = sql.id(`fail_inserts_${table}`);
  if (engine === 'sqlite') {
    await sql`create trigger ${trigger} before insert on ${sql.table(table)}
      begin select raise(abort, 'simulated database failure'); end`.execute(db);
    return;
  }
  const fn = sql.id(`fail_inserts_${table}_fn`);
  await sql`create function ${fn}() returns trigger language plpgsql as $$
      begin raise exception 'simulated database failure'; end $$`.execute(db);
  await sql`create trigger ${trigger} before insert on ${sql.table(table)}
      for each row execute function ${fn}()`.execute(db);
}
