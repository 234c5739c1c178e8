import {
  adminReferenceCreateRequestSchema,
  adminReferenceItemParamsSchema,
  adminReferenceItemSchema,
  adminReferenceListParamsSchema,
  adminReferenceUpdateRequestSchema,
  dataEnvelope,
  errorBodySchema,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { adminActorOf, adminRoute, errorResponses } from '../../plugins/admin-route';
import { changeItem, createItem, listItems } from './admin-reference.service';

/** The not-found answer the routes here declare, beside adminRoute's 400, 401 and 403. */
const errors = errorResponses(404);

/**
 * Reference lists for the admin console: work industries, job categories, employment and location types.
 * The slug is fixed at creation (jobs and CVs store it), so a rename changes only the name shown; a deactivated
 * item leaves the pickers but stays valid where it is already used.
 */
export const adminReferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/reference/:list',
    adminRoute({
      summary: 'Every item of a reference list, active or not, in its order',
      params: adminReferenceListParamsSchema,
      response: { 200: dataEnvelope(z.array(adminReferenceItemSchema)), ...errors },
    }),
    async (request) => ({ data: await listItems(app, request.params.list) }),
  );

  app.post(
    '/admin/reference/:list',
    adminRoute({
      summary: 'Add an item at the end of a reference list (409 if its name is taken)',
      params: adminReferenceListParamsSchema,
      body: adminReferenceCreateRequestSchema,
      response: { 201: dataEnvelope(adminReferenceItemSchema), ...errors, 409: errorBodySchema },
    }),
    async (request, reply) => {
      const data = await createItem(app, adminActorOf(request), request.params.list, request.body.name);
      return reply.status(201).send({ data });
    },
  );

  app.patch(
    '/admin/reference/:list/:id',
    adminRoute({
      summary: 'Rename an item, or deactivate (active: false) and reactivate it',
      params: adminReferenceItemParamsSchema,
      body: adminReferenceUpdateRequestSchema,
      response: { 200: dataEnvelope(adminReferenceItemSchema), ...errors, 409: errorBodySchema },
    }),
    async (request) => {
      const { list, id } = request.params;
      return { data: await changeItem(app, adminActorOf(request), list, id, request.body) };
    },
  );
};
