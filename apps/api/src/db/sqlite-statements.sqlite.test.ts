import SQLite from 'better-sqlite3';
import { CompiledQuery, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createDb, type Database } from './database';
import { withStatementCache } from './sqlite-statements';

/*
 * SQLite's statements are compiled once per connection (sqlite-statements.ts): the same SQL gets the same compiled
 * statement, a statement an iterator is still reading is never handed out twice, the cache stays bounded, and a
 * statement compiled before a schema change still answers after it.
 */

describe('withStatementCache', () => {
  let raw: SQLite.Database;
  beforeEach(() => {
    raw = new SQLite(':memory:');
    raw.exec('create table t (n integer)');
    raw.exec('insert into t values (1), (2), (3)');
  });
  afterEach(() => {
    if (raw.open) raw.close();
  });

  it('hands out the same compiled statement for the same SQL, a new one for other SQL', () => {
    const cached = withStatementCache(raw);
    const first = cached.prepare('select n from t where n > ?');
    expect(cached.prepare('select n from t where n > ?')).toBe(first);
    expect(cached.prepare('select n from t where n < ?')).not.toBe(first);
    expect(first.all([1])).toEqual([{ n: 2 }, { n: 3 }]);
    expect(cached.prepare('select n from t where n > ?').all([2])).toEqual([{ n: 3 }]);
  });

  it('gives a statement that an iterator is still reading to no one else', () => {
    const cached = withStatementCache(raw);
    const reading = cached.prepare('select n from t order by n');
    const rows = reading.iterate([]);
    expect(rows.next().value).toEqual({ n: 1 });
    const meanwhile = cached.prepare('select n from t order by n');
    expect(meanwhile).not.toBe(reading);
    expect(meanwhile.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect([...rows]).toEqual([{ n: 2 }, { n: 3 }]);
    // Done reading: the cached statement serves again.
    expect(cached.prepare('select n from t order by n')).toBe(reading);
  });

  it('keeps at most its size, dropping the least recently used', () => {
    const cached = withStatementCache(raw, 2);
    const a = cached.prepare('select 1');
    const b = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(a); // now "select 2" is the least recently used
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).toBe(a);
    expect(cached.prepare('select 2')).not.toBe(b);
  });

  it('closes the connection', () => {
    withStatementCache(raw).close();
    expect(raw.open).toBe(false);
  });
});

describe('the app’s SQLite connection', () => {
  let db: Database;
  beforeEach(async () => {
    db = createDb({ url: 'sqlite::memory:' }).db;
    await sql`create table notes (id integer primary key, body text)`.execute(db);
  });
  afterEach(async () => {
    await db.destroy();
  });

  it('answers a repeated query from its compiled statement, also after the table changed shape', async () => {
    const read = () => db.executeQuery<{ body: string }>(CompiledQuery.raw('select * from notes order by id', []));
    await db.executeQuery(CompiledQuery.raw('insert into notes (body) values (?)', ['first']));
    expect((await read()).rows).toEqual([{ id: 1, body: 'first' }]);
    await sql`alter table notes add column kind text default 'plain'`.execute(db);
    expect((await read()).rows).toEqual([{ id: 1, body: 'first', kind: 'plain' }]);
  });

  it('rolls back a failed transaction and runs the same statements again afterwards', async () => {
    const insert = (body: string) =>
      db.transaction().execute(async (trx) => {
        await trx.executeQuery(CompiledQuery.raw('insert into notes (body) values (?)', [body]));
        if (body === 'bad') throw new Error('rejected');
      });
    await insert('good');
    await expect(insert('bad')).rejects.toThrow('rejected');
    await insert('good again');
    const rows = await db.executeQuery<{ body: string }>(CompiledQuery.raw('select body from notes order by id', []));
    expect(rows.rows.map((row) => row.body)).toEqual(['good', 'good again']);
  });
});
