import { randomUUID } from 'node:crypto';

import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';

import type { Executor } from '../../db/database';
import type { CvItemColumns, CvItemTable, CvProfileRow, CvProfilesTable, DB } from '../../db/schema';

/* Every query is scoped to its seeker: a row of another seeker is never read, changed or deleted. */

// ---- cv_profiles: the singular sections ------------------------------------------------------------

export type CvProfileValues = Omit<Updateable<CvProfilesTable>, 'user_id' | 'created_at' | 'updated_at'>;

export const findCvProfile = (db: Executor, userId: string): Promise<CvProfileRow | undefined> =>
  db.selectFrom('cv_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** Creates the seeker's row with these values, or sets them on the existing row. */
export const upsertCvProfile = (db: Executor, userId: string, values: CvProfileValues, now: string) =>
  db
    .insertInto('cv_profiles')
    .values({ ...values, user_id: userId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: now }))
    .execute();

/**
 * Makes sure the seeker's row exists and writes to it, which holds its row lock (PostgreSQL) or the write lock
 * (SQLite) until the transaction ends: one seeker's list writes run one after another, so the item cap and the
 * one-entry-per-language rule cannot be raced. It also stamps the CV's last change.
 */
export async function lockCvProfile(db: Executor, userId: string, now: string): Promise<void> {
  await db
    .insertInto('cv_profiles')
    .values({ user_id: userId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  await db.updateTable('cv_profiles').set({ updated_at: now }).where('user_id', '=', userId).execute();
}

// ---- List sections: one implementation for the seven tables -----------------------------------------

export type { CvItemTable };

export type CvItemRow<T extends CvItemTable> = Selectable<DB[T]>;
/** A section's own columns; id, owner, position and timestamps are set here. */
export type CvItemValues<T extends CvItemTable> = Omit<Insertable<DB[T]>, keyof CvItemColumns>;

/** position: order of entry; period: current first, then the most recent end and start. */
export type CvItemOrder = 'position' | 'period';

/**
 * Kysely cannot type a query on a table chosen by a type parameter, so the item queries run against this view:
 * every item table has the CvItemColumns (schema.ts), and these queries name no other column except the period
 * columns of dated sections. The functions below take and return each table's own row type.
 */
type ItemsView = Record<string, CvItemColumns & Record<string, unknown>>;
const itemsOf = (db: Executor): Kysely<ItemsView> => db as unknown as Kysely<ItemsView>;

export async function findItems<T extends CvItemTable>(
  db: Executor,
  table: T,
  userId: string,
  order: CvItemOrder,
): Promise<CvItemRow<T>[]> {
  const name: string = table;
  let query = itemsOf(db).selectFrom(name).selectAll().where('user_id', '=', userId);
  if (order === 'period') {
    // end_date is null exactly when current, so sorting on is_current first keeps NULLS order out of it.
    query = query.orderBy('is_current', 'desc').orderBy('end_date', 'desc').orderBy('start_date', 'desc');
  }
  const rows = await query.orderBy('position').orderBy('created_at').execute();
  return rows as CvItemRow<T>[];
}

export async function findItem<T extends CvItemTable>(
  db: Executor,
  table: T,
  userId: string,
  id: string,
): Promise<CvItemRow<T> | undefined> {
  const name: string = table;
  const row = await itemsOf(db)
    .selectFrom(name)
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row as CvItemRow<T> | undefined;
}

/** How many items the seeker has in the section, and the position after the last one. */
export async function countItems(
  db: Executor,
  table: CvItemTable,
  userId: string,
): Promise<{ count: number; nextPosition: number }> {
  const row = await itemsOf(db)
    .selectFrom(table)
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max<number | null>('position').as('last')])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  // count(*) is a bigint on PostgreSQL, read back as a number (database.ts); max(integer) is an integer.
  return { count: row.count, nextPosition: row.last === null ? 0 : row.last + 1 };
}

/** Inserts an item; returns its id. */
export async function insertItem<T extends CvItemTable>(
  db: Executor,
  table: T,
  userId: string,
  values: CvItemValues<T>,
  position: number,
  now: string,
): Promise<string> {
  const id = randomUUID();
  const name: string = table;
  await itemsOf(db)
    .insertInto(name)
    .values({ ...values, id, user_id: userId, position, created_at: now, updated_at: now })
    .execute();
  return id;
}

/** Replaces an item's own columns; false when the seeker has no such item. */
export async function updateItem<T extends CvItemTable>(
  db: Executor,
  table: T,
  userId: string,
  id: string,
  values: CvItemValues<T>,
  now: string,
): Promise<boolean> {
  const name: string = table;
  const result = await itemsOf(db)
    .updateTable(name)
    .set({ ...values, updated_at: now })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes an item; false when the seeker has no such item. */
export async function deleteItem(db: Executor, table: CvItemTable, userId: string, id: string): Promise<boolean> {
  const result = await itemsOf(db)
    .deleteFrom(table)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export const deleteAllItems = (db: Executor, table: CvItemTable, userId: string) =>
  itemsOf(db).deleteFrom(table).where('user_id', '=', userId).execute();

// ---- Section-specific lookups -----------------------------------------------------------------------

export const findLanguageEntry = (db: Executor, userId: string, language: string) =>
  db
    .selectFrom('cv_languages')
    .select(['id', 'language'])
    .where('user_id', '=', userId)
    .where('language', '=', language)
    .executeTakeFirst();
