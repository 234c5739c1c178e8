import { dataEnvelope, errorBodySchema, messageSchema, pageAccessLogRequestSchema } from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { requireActor } from '../../plugins/auth';
import { clientInfo } from '../../core/client-info';
import { insertPageAccess } from './access-logs.repository';

export const accessLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/logs',
    {
      schema: {
        tags: ['auth'],
        summary: 'Record a page the user opened (route and an optional comment)',
        body: pageAccessLogRequestSchema,
        response: { 201: dataEnvelope(messageSchema), 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await insertPageAccess(app.db, {
        userId: actor.user.id,
        route: request.body.route,
        comment: request.body.comment ?? null,
        ...clientInfo(request),
      });
      return reply.status(201).send({ data: { message: 'Logged' } });
    },
  );
};
