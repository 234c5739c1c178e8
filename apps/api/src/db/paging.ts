import { COUNT_CAP, type KeysetMeta, type PaginationMeta } from '@hireway/shared';
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';

import { validationError } from '../core/errors';
import type { Executor } from './database';

/*
 * Paging for lists that can grow without bound (ARCHITECTURE.md, API conventions): counts stop at COUNT_CAP + 1
 * matches, and pages are reached by key — an opaque cursor holding the sort key of the row next to the page —
 * so page 200 costs what page 1 costs. The first pages also work by `page` (offset) for the spec's clients.
 *
 * Short lists (a user's own tickets, a job's applications, the admin queues) are paged by offset: offsetWindow
 * turns `page`/`per_page` into limit and offset, offsetPage reads one page and the count of every match, and
 * pageMeta is the meta the API answers with.
 *
 * A cursor is base64url(JSON `[direction, ...key]`): `a` = the rows after this key in the list's order (the
 * next page), `b` = the rows before it (the previous page, read backwards and turned round).
 */

export type KeyValue = string | number;
export interface KeysetPosition {
  direction: 'after' | 'before';
  key: readonly KeyValue[];
}

export function encodeCursor(position: KeysetPosition): string {
  const payload = [position.direction === 'after' ? 'a' : 'b', ...position.key];
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

const invalidCursor = () =>
  validationError({ cursor: ['This page link is no longer valid; start again from the first page'] });

/**
 * Reads a cursor whose key has the given kinds of value (the list's sort key, e.g. ['string', 'string'] for
 * published time + id). Anything else — tampered, truncated, from another list — is a 400 on `cursor`.
 */
export function decodeCursor(cursor: string, kinds: readonly ('string' | 'number')[]): KeysetPosition {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(payload) || payload.length !== kinds.length + 1) throw invalidCursor();
  const [direction, ...key] = payload as unknown[];
  if (direction !== 'a' && direction !== 'b') throw invalidCursor();
  const valid = key.every((value, index) =>
    kinds[index] === 'number' ? typeof value === 'number' && Number.isFinite(value) : typeof value === 'string',
  );
  if (!valid) throw invalidCursor();
  return { direction: direction === 'a' ? 'after' : 'before', key: key as KeyValue[] };
}

/**
 * The SQL condition of a keyset page over columns sorted all in one direction (e.g. `published_at desc, id desc`):
 * a row-value comparison, which both SQLite and PostgreSQL answer from an index on the same columns.
 * For `before`, the query must also sort the other way (see keysetOrder) and the page is turned round.
 */
export function keysetCondition(
  columns: readonly string[],
  order: 'asc' | 'desc',
  position: KeysetPosition,
): RawBuilder<boolean> {
  const forward = position.direction === 'after';
  const greater = (order === 'asc') === forward;
  const left = sql.join(columns.map((column) => sql.ref(column)));
  const right = sql.join(position.key.map((value) => sql`${value}`));
  return greater ? sql<boolean>`(${left}) > (${right})` : sql<boolean>`(${left}) < (${right})`;
}

/** The order to read rows in for a position: the list's own order, or the reverse when reading backwards. */
export function keysetOrder(order: 'asc' | 'desc', position: KeysetPosition | null): 'asc' | 'desc' {
  if (position?.direction !== 'before') return order;
  return order === 'asc' ? 'desc' : 'asc';
}

/**
 * Turns the rows read for a page (ask the database for perPage + 1) into the page and its cursors.
 * `offset` says whether the page was reached by `page` (offset) rather than by a cursor.
 */
export function keysetPage<T>(
  fetched: readonly T[],
  perPage: number,
  position: KeysetPosition | null,
  keyOf: (row: T) => readonly KeyValue[],
  options: { isFirstPage: boolean },
): { rows: T[]; next_cursor: string | null; prev_cursor: string | null } {
  const hasMoreInReadOrder = fetched.length > perPage;
  const page = fetched.slice(0, perPage);
  const backwards = position?.direction === 'before';
  const rows = backwards ? [...page].reverse() : page;
  const first = rows[0];
  const last = rows[rows.length - 1];
  const hasNext = backwards ? true : hasMoreInReadOrder;
  const hasPrev = backwards ? hasMoreInReadOrder : !options.isFirstPage;
  return {
    rows,
    next_cursor: hasNext && last !== undefined ? encodeCursor({ direction: 'after', key: keyOf(last) }) : null,
    prev_cursor: hasPrev && first !== undefined ? encodeCursor({ direction: 'before', key: keyOf(first) }) : null,
  };
}

/**
 * Counts a query's rows, stopping at COUNT_CAP + 1: a count of a million matches costs what 10,001 cost.
 * Pass the query with its joins and conditions (its selection and order are replaced).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any list query of any table
export async function cappedCount(db: Executor, query: SelectQueryBuilder<any, any, any>): Promise<number> {
  const limited = query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`1`.as('one'))
    .limit(COUNT_CAP + 1)
    .as('capped');
  const row = await db
    .selectFrom(limited)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return row.total;
}

/** The meta of a keyset list from a capped count. */
export function keysetMeta(
  page: number,
  perPage: number,
  cappedTotal: number,
  cursors: { next_cursor: string | null; prev_cursor: string | null },
): KeysetMeta {
  const total = Math.min(cappedTotal, COUNT_CAP);
  return {
    page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total_is_lower_bound: cappedTotal > COUNT_CAP,
    ...cursors,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list query of any table, with any selection
type AnyQuery<Row = any> = SelectQueryBuilder<any, any, Row>;

// ---- Lists newest first by (time, id): a cursor, else the offset of `page` ------------------------------

/** Where a page starts: the cursor's position, or the offset of `page` for the first pages by number. */
export interface KeysetWindow {
  perPage: number;
  offset: number;
  position: KeysetPosition | null;
}

/** The window of a `page`/`per_page`/`cursor` query over a list keyed by (time, id), both strings. */
export const keysetWindow = (query: { page: number; per_page: number; cursor?: string | undefined }): KeysetWindow => ({
  perPage: query.per_page,
  offset: (query.page - 1) * query.per_page,
  position: query.cursor ? decodeCursor(query.cursor, ['string', 'string']) : null,
});

/**
 * Reads one window of a list newest first by `key` (a time column and the id that breaks ties): perPage + 1
 * rows from the cursor's position, or from the offset when there is none (keysetPage turns them into a page).
 */
export function newestFirstWindow<Query extends AnyQuery>(
  query: Query,
  key: readonly [string, string],
  window: KeysetWindow,
): Query {
  const order = keysetOrder('desc', window.position);
  const { position } = window;
  const from = position ? query.where(() => keysetCondition(key, 'desc', position)) : query;
  return from
    .orderBy(sql.ref(key[0]), order)
    .orderBy(sql.ref(key[1]), order)
    .limit(window.perPage + 1)
    .offset(position ? 0 : window.offset) as Query;
}

/** The rows read for a window and the capped count, as a page of `toItem`s and its keyset meta. */
export function keysetAnswer<Row, Item>(
  query: { page: number; per_page: number },
  found: { rows: Row[]; total: number },
  position: KeysetPosition | null,
  keyOf: (row: NoInfer<Row>) => readonly KeyValue[],
  toItem: (row: NoInfer<Row>) => Item,
): { data: Item[]; meta: KeysetMeta } {
  const page = keysetPage(found.rows, query.per_page, position, keyOf, { isFirstPage: query.page === 1 });
  return { data: page.rows.map(toItem), meta: keysetMeta(query.page, query.per_page, found.total, page) };
}

// ---- Offset pages ---------------------------------------------------------------------------------------

/** The rows of one offset page: `page` counts from 1. */
export interface OffsetWindow {
  limit: number;
  offset: number;
}

export const offsetWindow = (page: number, perPage: number): OffsetWindow => ({
  limit: perPage,
  offset: (page - 1) * perPage,
});

/** The meta of an offset list: the page asked for, its size, every match and the last page (at least 1). */
export const pageMeta = (page: number, perPage: number, total: number): PaginationMeta => ({
  page,
  per_page: perPage,
  total,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});

/**
 * One offset page of a list and the count of all its matches. `base` is the list's query with its joins and
 * conditions but no selection; `list` adds the selection and the order (end the order on a unique column so
 * pages neither skip nor repeat a row). The count runs on `base` itself.
 */
export async function offsetPage<Base extends AnyQuery, Row>(
  base: Base,
  window: OffsetWindow,
  list: (base: Base) => AnyQuery<Row>,
): Promise<{ rows: Row[]; total: number }> {
  const rows = await list(base).limit(window.limit).offset(window.offset).execute();
  const counted: { total: number } = await (base as AnyQuery<object>)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: counted.total };
}

/**
 * An offset-paged list as the API answers it: what `read` finds in the window of the query's `page`/`per_page`,
 * turned into items (with whatever they need loaded for the page's rows at once), and the page's meta.
 */
export async function offsetAnswer<Row, Item>(
  query: { page: number; per_page: number },
  read: (window: OffsetWindow) => Promise<{ rows: Row[]; total: number }>,
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<{ data: Item[]; meta: PaginationMeta }> {
  const { rows, total } = await read(offsetWindow(query.page, query.per_page));
  return { data: await toItems(rows), meta: pageMeta(query.page, query.per_page, total) };
}

/**
 * offsetPage for a list newest first by `key` (a time column and the id that breaks ties, both descending): the
 * order most short lists read in (a user's tickets and notifications, applications, the admin queues).
 */
export const newestFirstOffsetPage = <Base extends AnyQuery, Row>(
  base: Base,
  window: OffsetWindow,
  key: readonly [string, string],
  list: (base: Base) => AnyQuery<Row>,
): Promise<{ rows: Row[]; total: number }> =>
  offsetPage(base, window, (query) => list(query).orderBy(sql.ref(key[0]), 'desc').orderBy(sql.ref(key[1]), 'desc'));
