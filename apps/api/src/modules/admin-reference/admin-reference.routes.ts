import { randomUUID } from 'node:crypto';

import {
  type AdminReferenceItem,
  adminReferenceCreateRequestSchema,
  adminReferenceItemParamsSchema,
  adminReferenceItemSchema,
  adminReferenceListParamsSchema,
  adminReferenceUpdateRequestSchema,
  dataEnvelope,
  errorBodySchema,
  type ReferenceList,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { AppError, notFound } from '../../core/errors';
import { type Executor, fromFlag } from '../../db/database';
import { requireActor } from '../../plugins/auth';
import { recordAudit } from '../audit';
import { slugify } from '../reference';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

interface ItemRow {
  id: string;
  list: ReferenceList;
  slug: string;
  name: string;
  position: number;
  active: number;
}

const toItem = (row: ItemRow): AdminReferenceItem => ({
  id: row.id,
  list: row.list,
  slug: row.slug,
  name: row.name,
  position: row.position,
  active: fromFlag(row.active),
});

const itemsOf = (db: Executor, list: ReferenceList) =>
  db.selectFrom('reference_items').selectAll().where('list', '=', list).orderBy('position').orderBy('name').execute();

const findItem = (db: Executor, list: ReferenceList, id: string) =>
  db.selectFrom('reference_items').selectAll().where('list', '=', list).where('id', '=', id).executeTakeFirst();

const duplicate = () =>
  new AppError('conflict', 'This list already has an item with this name', {
    fieldErrors: { name: ['This list already has an item with this name'] },
  });

/**
 * Reference lists for the admin console: work industries, job categories, employment and location types.
 * The slug is fixed at creation (jobs and CVs store it), so a rename changes only the name shown; a deactivated
 * item leaves the pickers but stays valid where it is already used.
 */
export const adminReferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { permissions: ['read:AdminRoute'] as const, maintenance: 'allow' as const };

  app.get(
    '/admin/reference/:list',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Every item of a reference list, active or not, in its order',
        params: adminReferenceListParamsSchema,
        response: { 200: dataEnvelope(z.array(adminReferenceItemSchema)), ...errors },
      },
    },
    async (request) => ({ data: (await itemsOf(app.db, request.params.list)).map(toItem) }),
  );

  app.post(
    '/admin/reference/:list',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Add an item at the end of a reference list (409 if its name is taken)',
        params: adminReferenceListParamsSchema,
        body: adminReferenceCreateRequestSchema,
        response: { 201: dataEnvelope(adminReferenceItemSchema), ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { list } = request.params;
      const { name } = request.body;
      const row = await app.db.transaction().execute(async (trx) => {
        const items = await itemsOf(trx, list);
        const slug = slugify(name) || `item-${randomUUID().slice(0, 8)}`;
        const lower = name.toLowerCase();
        if (items.some((item) => item.slug === slug || item.name.toLowerCase() === lower)) throw duplicate();
        const item: ItemRow = {
          id: randomUUID(),
          list,
          slug,
          name,
          position: items.reduce((max, current) => Math.max(max, current.position), -1) + 1,
          active: 1,
        };
        await trx.insertInto('reference_items').values(item).execute();
        await recordAudit(trx, {
          actorId: actor.user.id,
          action: 'reference.create',
          entity: 'reference_item',
          entityId: item.id,
          after: { list, slug, name },
          ip: request.ip,
        });
        return item;
      });
      return reply.status(201).send({ data: toItem(row) });
    },
  );

  app.patch(
    '/admin/reference/:list/:id',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Rename an item, or deactivate (active: false) and reactivate it',
        params: adminReferenceItemParamsSchema,
        body: adminReferenceUpdateRequestSchema,
        response: { 200: dataEnvelope(adminReferenceItemSchema), ...errors, 409: errorBodySchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { list, id } = request.params;
      const row = await app.db.transaction().execute(async (trx) => {
        const before = await findItem(trx, list, id);
        if (!before) throw notFound('The item');
        const { name, active } = request.body;
        if (name !== undefined) {
          const lower = name.toLowerCase();
          const items = await itemsOf(trx, list);
          if (items.some((item) => item.id !== id && item.name.toLowerCase() === lower)) throw duplicate();
        }
        const patch = {
          name: name ?? before.name,
          active: active === undefined ? before.active : active ? 1 : 0,
        };
        await trx.updateTable('reference_items').set(patch).where('id', '=', id).execute();
        await recordAudit(trx, {
          actorId: actor.user.id,
          action: 'reference.update',
          entity: 'reference_item',
          entityId: id,
          before: { list, name: before.name, active: fromFlag(before.active) },
          after: { list, name: patch.name, active: fromFlag(patch.active) },
          ip: request.ip,
        });
        return { ...before, ...patch };
      });
      return { data: toItem(row) };
    },
  );
};
