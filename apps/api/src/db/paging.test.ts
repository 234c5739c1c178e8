import { COUNT_CAP } from '@hireway/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AppError } from '../core/errors';
import { createTestDatabase, type TestDatabase } from '../test/test-app';
import type { Executor } from './database';
import {
  cappedCount,
  decodeCursor,
  encodeCursor,
  keysetCondition,
  keysetMeta,
  keysetOrder,
  keysetPage,
  type KeysetPosition,
} from './paging';

/* Keyset paging and capped counts on a probe table, on the engine of this run (SQLite or PostgreSQL). */

interface ProbeRow {
  id: string;
  at: string;
}
let database: TestDatabase;
// The probe table is not in the app's schema type; the helpers take any query.
let probe: Executor;

beforeAll(async () => {
  database = await createTestDatabase();
  probe = database.db;
  await sql`create table paging_probe (id text primary key, at text not null)`.execute(probe);
  await sql`create index paging_probe_at on paging_probe (at, id)`.execute(probe);
  // 25 rows; timestamps repeat in threes so the id must break ties.
  const rows = Array.from({ length: 25 }, (_, i) => ({
    id: `job-${String(i).padStart(2, '0')}`,
    at: `2026-11-${String(10 + Math.floor(i / 3)).padStart(2, '0')}T00:00:00.000Z`,
  }));
  for (const row of rows) await sql`insert into paging_probe (id, at) values (${row.id}, ${row.at})`.execute(probe);
});

afterAll(async () => {
  await database?.drop();
});

async function readPage(position: KeysetPosition | null, perPage: number): Promise<ProbeRow[]> {
  const order = keysetOrder('desc', position);
  const where = position ? sql`where ${keysetCondition(['at', 'id'], 'desc', position)}` : sql``;
  const direction = sql.raw(order);
  const result = await sql<ProbeRow>`select id, at from paging_probe ${where}
    order by at ${direction}, id ${direction} limit ${perPage + 1}`.execute(probe);
  return result.rows;
}
const keyOf = (row: ProbeRow) => [row.at, row.id];

describe('keyset pages', () => {
  it('walk forward through every row once, newest first, and back again to the first page', async () => {
    const seen: string[] = [];
    let position: KeysetPosition | null = null;
    const prevCursors: (string | null)[] = [];
    for (let pageNumber = 1; ; pageNumber += 1) {
      const page = keysetPage(await readPage(position, 10), 10, position, keyOf, { isFirstPage: pageNumber === 1 });
      seen.push(...page.rows.map((row) => row.id));
      prevCursors.push(page.prev_cursor);
      if (!page.next_cursor) break;
      position = decodeCursor(page.next_cursor, ['string', 'string']);
    }
    const expected = Array.from({ length: 25 }, (_, i) => `job-${String(24 - i).padStart(2, '0')}`);
    // Within one timestamp the ids are in descending order too (the id breaks the tie).
    expect(seen).toEqual(
      [...expected].sort((a, b) => {
        const at = (id: string) => Math.floor(Number(id.slice(4)) / 3);
        return at(b) - at(a) || b.localeCompare(a);
      }),
    );
    expect(new Set(seen).size).toBe(25);
    expect(prevCursors[0]).toBeNull();

    // From the last page (rows 21–25), previous twice lands on the first ten again.
    const last = prevCursors[2];
    expect(last).not.toBeNull();
    const back1 = decodeCursor(last ?? '', ['string', 'string']);
    const page2 = keysetPage(await readPage(back1, 10), 10, back1, keyOf, { isFirstPage: false });
    expect(page2.rows.map((row) => row.id)).toEqual(seen.slice(10, 20));
    const back2 = decodeCursor(page2.prev_cursor ?? '', ['string', 'string']);
    const page1 = keysetPage(await readPage(back2, 10), 10, back2, keyOf, { isFirstPage: false });
    expect(page1.rows.map((row) => row.id)).toEqual(seen.slice(0, 10));
    expect(page1.prev_cursor).toBeNull();
    expect(page1.next_cursor).not.toBeNull();
  });

  it('never skips or repeats a row when newer rows arrive between pages', async () => {
    const first = keysetPage(await readPage(null, 10), 10, null, keyOf, { isFirstPage: true });
    await sql`insert into paging_probe (id, at) values ('job-new', '2026-12-01T00:00:00.000Z')`.execute(probe);
    const position = decodeCursor(first.next_cursor ?? '', ['string', 'string']);
    const second = keysetPage(await readPage(position, 10), 10, position, keyOf, { isFirstPage: false });
    expect(second.rows[0]?.id).not.toBe('job-new');
    expect(new Set([...first.rows, ...second.rows].map((row) => row.id)).size).toBe(20);
    await sql`delete from paging_probe where id = 'job-new'`.execute(probe);
  });
});

describe('cursors', () => {
  it('round-trip and refuse anything tampered with as a 400 on the cursor field', () => {
    const cursor = encodeCursor({ direction: 'before', key: ['2026-11-10T00:00:00.000Z', 'job-01'] });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, ['string', 'string'])).toEqual({
      direction: 'before',
      key: ['2026-11-10T00:00:00.000Z', 'job-01'],
    });
    for (const bad of ['!!', 'bm90IGpzb24', encodeCursor({ direction: 'after', key: [1, 'x'] }), cursor.slice(0, 10)]) {
      let error: unknown;
      try {
        decodeCursor(bad, ['string', 'string']);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 400, fieldErrors: { cursor: [expect.any(String)] } });
    }
  });
});

describe('capped counts', () => {
  it('count exactly below the cap and stop at COUNT_CAP + 1 above it; meta says the total is a lower bound', async () => {
    const all = probe.selectFrom(sql`paging_probe`.as('p')).selectAll();
    expect(await cappedCount(probe, all)).toBe(25);

    await sql`create table count_probe (n integer primary key)`.execute(probe);
    const values = Array.from({ length: COUNT_CAP + 50 }, (_, i) => i);
    for (let i = 0; i < values.length; i += 1000) {
      const chunk = values.slice(i, i + 1000);
      await sql`insert into count_probe (n) values ${sql.join(chunk.map((n) => sql`(${n})`))}`.execute(probe);
    }
    const many = probe.selectFrom(sql`count_probe`.as('c')).selectAll();
    const capped = await cappedCount(probe, many);
    expect(capped).toBe(COUNT_CAP + 1);
    expect(keysetMeta(3, 50, capped, { next_cursor: 'n', prev_cursor: 'p' })).toEqual({
      page: 3,
      per_page: 50,
      total: COUNT_CAP,
      last_page: COUNT_CAP / 50,
      total_is_lower_bound: true,
      next_cursor: 'n',
      prev_cursor: 'p',
    });
    expect(keysetMeta(1, 50, 25, { next_cursor: null, prev_cursor: null })).toMatchObject({
      total: 25,
      last_page: 1,
      total_is_lower_bound: false,
    });
  });
});
