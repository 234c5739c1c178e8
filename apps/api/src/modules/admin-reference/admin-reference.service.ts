import { randomUUID } from 'node:crypto';

import type { AdminReferenceItem, ReferenceList } from '@hireway/shared';
import type { FastifyInstance } from 'fastify';

import { AppError, notFound } from '../../core/errors';
import { fromFlag } from '../../db/database';
import { type AuditActor, auditAdminChange } from '../audit';
import { slugify } from '../reference';
import { findItem, findItems, insertItem, type ReferenceItemRow, updateItem } from './admin-reference.repository';

/*
 * The reference lists for the admin console: work industries, job categories, employment and location types.
 * The slug is fixed at creation (jobs and CVs store it), so a rename changes only the name shown; a deactivated
 * item leaves the pickers but stays valid where it is already used. Every change is audited in its transaction.
 */

const toItem = (row: ReferenceItemRow): AdminReferenceItem => ({
  id: row.id,
  list: row.list,
  slug: row.slug,
  name: row.name,
  position: row.position,
  active: fromFlag(row.active),
});

const duplicate = () =>
  new AppError('conflict', 'This list already has an item with this name', {
    fieldErrors: { name: ['This list already has an item with this name'] },
  });

export const listItems = async (app: FastifyInstance, list: ReferenceList): Promise<AdminReferenceItem[]> =>
  (await findItems(app.db, list)).map(toItem);

/** A new item at the end of its list; its name (or its slug) must be new to the list. */
export async function createItem(
  app: FastifyInstance,
  actor: AuditActor,
  list: ReferenceList,
  name: string,
): Promise<AdminReferenceItem> {
  const row = await app.db.transaction().execute(async (trx) => {
    const items = await findItems(trx, list);
    const slug = slugify(name) || `item-${randomUUID().slice(0, 8)}`;
    const lower = name.toLowerCase();
    if (items.some((item) => item.slug === slug || item.name.toLowerCase() === lower)) throw duplicate();
    const item: ReferenceItemRow = {
      id: randomUUID(),
      list,
      slug,
      name,
      position: items.reduce((max, current) => Math.max(max, current.position), -1) + 1,
      active: 1,
    };
    await insertItem(trx, item);
    await auditAdminChange(trx, actor, {
      action: 'reference.create',
      entity: 'reference_item',
      entityId: item.id,
      after: { list, slug, name },
    });
    return item;
  });
  return toItem(row);
}

/** Renames an item, or deactivates and reactivates it. */
export async function changeItem(
  app: FastifyInstance,
  actor: AuditActor,
  list: ReferenceList,
  id: string,
  change: { name?: string | undefined; active?: boolean | undefined },
): Promise<AdminReferenceItem> {
  const row = await app.db.transaction().execute(async (trx) => {
    const before = await findItem(trx, list, id);
    if (!before) throw notFound('The item');
    const { name, active } = change;
    if (name !== undefined) {
      const lower = name.toLowerCase();
      const items = await findItems(trx, list);
      if (items.some((item) => item.id !== id && item.name.toLowerCase() === lower)) throw duplicate();
    }
    const patch = {
      name: name ?? before.name,
      active: active === undefined ? before.active : active ? 1 : 0,
    };
    await updateItem(trx, id, patch);
    await auditAdminChange(trx, actor, {
      action: 'reference.update',
      entity: 'reference_item',
      entityId: id,
      before: { list, name: before.name, active: fromFlag(before.active) },
      after: { list, name: patch.name, active: fromFlag(patch.active) },
    });
    return { ...before, ...patch };
  });
  return toItem(row);
}
