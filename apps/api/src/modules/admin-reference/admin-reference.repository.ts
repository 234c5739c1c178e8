import type { ReferenceList } from '@hireway/shared';

import type { Executor } from '../../db/database';

/* The admin console's queries over the reference lists (the pickers read them through `reference`). */

export interface ReferenceItemRow {
  id: string;
  list: ReferenceList;
  slug: string;
  name: string;
  position: number;
  active: number;
}

/** Every item of a list, active or not, in its order. */
export const findItems = (db: Executor, list: ReferenceList): Promise<ReferenceItemRow[]> =>
  db.selectFrom('reference_items').selectAll().where('list', '=', list).orderBy('position').orderBy('name').execute();

export const findItem = (db: Executor, list: ReferenceList, id: string): Promise<ReferenceItemRow | undefined> =>
  db.selectFrom('reference_items').selectAll().where('list', '=', list).where('id', '=', id).executeTakeFirst();

export const insertItem = (db: Executor, item: ReferenceItemRow) =>
  db.insertInto('reference_items').values(item).execute();

export const updateItem = (db: Executor, id: string, patch: Pick<ReferenceItemRow, 'name' | 'active'>) =>
  db.updateTable('reference_items').set(patch).where('id', '=', id).execute();
