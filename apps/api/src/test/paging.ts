import { COUNT_CAP } from '@hireway/shared';
import type { Insertable } from 'kysely';
import { expect } from 'vitest';

import type { Executor } from '../db/database';
import type { DB } from '../db/schema';
import type { Json } from './test-app';

/* The checks every list past COUNT_CAP answers alike: a capped count, pages by cursor, a refused bad cursor. */

export interface ListBody<Row extends { id: string | null } = { id: string; created_at: string }> {
  data: Row[];
  meta: {
    page?: number;
    total: number;
    last_page: number;
    total_is_lower_bound: boolean;
    next_cursor: string | null;
    prev_cursor: string | null;
  };
}

/** Writes the many rows of a list test, `batch` rows a statement (a statement's parameters are limited). */
export async function insertMany<T extends keyof DB>(
  db: Executor,
  table: T,
  rows: readonly Insertable<DB[T]>[],
  batch = 500,
): Promise<void> {
  for (let i = 0; i < rows.length; i += batch) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + batch))
      .execute();
  }
}

/** Asks the list with this query string (per_page, page, cursor and the caller's own filters). */
export type Lister<Row extends { id: string | null }> = (
  query: string,
) => Promise<{ status: number; body: ListBody<Row> }>;

const ids = <Row extends { id: string | null }>(body: ListBody<Row>) => body.data.map((row) => row.id);

/** The count stops at COUNT_CAP, says so, and the first page has no previous cursor. */
export async function expectCappedCount<Row extends { id: string | null }>(list: Lister<Row>, filter = '') {
  const { status, body } = await list(`${filter}per_page=100`);
  expect(status).toBe(200);
  expect(body.meta).toMatchObject({ total: COUNT_CAP, total_is_lower_bound: true, last_page: 100 });
  expect(body.meta.prev_cursor).toBeNull();
}

/** A cursor that is not one is refused as bad input on the cursor field. */
export async function expectBadCursorRefused<Row extends { id: string | null }>(list: Lister<Row>, filter = '') {
  const { status, body } = await list(`${filter}cursor=bm90LWEtY3Vyc29y`);
  expect(status).toBe(400);
  expect((body as unknown as Json & { errors: Record<string, string[]> }).errors.cursor).toBeDefined();
}

/** Page 2 by number is page 2 by the first page's cursor; answers the rows of both pages, in order. */
export async function expectSecondPageByCursor<Row extends { id: string | null }>(list: Lister<Row>, filter = '') {
  const first = await list(`${filter}per_page=50`);
  const second = await list(`${filter}per_page=50&page=2`);
  const byCursor = await list(`${filter}per_page=50&page=2&cursor=${first.body.meta.next_cursor ?? ''}`);
  expect(ids(second.body)).toEqual(ids(byCursor.body));
  return [...first.body.data, ...second.body.data];
}

/**
 * Walks the list from its first page by next cursor to its end, 100 a page, each page answered 200; `onPage` runs
 * after each page is read (with its number). Answers every id seen, the page before the last, the last, its number.
 */
export async function walkByCursor<Row extends { id: string | null }>(
  list: Lister<Row>,
  filter = '',
  onPage: (page: number) => Promise<void> = async () => {},
) {
  const seen: string[] = [];
  let answer = await list(`${filter}per_page=100`);
  let previous: ListBody<Row> | null = null;
  let page = 1;
  for (;;) {
    expect(answer.status).toBe(200);
    seen.push(...answer.body.data.map((row) => row.id ?? ''));
    await onPage(page);
    if (!answer.body.meta.next_cursor) break;
    previous = answer.body;
    page += 1;
    answer = await list(`${filter}per_page=100&page=${page}&cursor=${answer.body.meta.next_cursor}`);
  }
  return { seen, previous: previous ? ids(previous) : undefined, last: answer.body, page };
}
