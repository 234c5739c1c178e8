import {
  adminAttachmentParamsSchema,
  adminIdParamsSchema,
  adminTicketDetailSchema,
  adminTicketListQuerySchema,
  adminTicketListResponseSchema,
  adminTicketReplyRequestSchema,
  dataEnvelope,
  errorBodySchema,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { sendDownload } from '../../core/storage';
import { adminRoute, errorResponses } from '../../plugins/admin-route';
import { requireActor } from '../../plugins/auth';
import {
  changeTicketStatus,
  getInboxTicket,
  listInbox,
  openAdminAttachment,
  replyAsSupport,
} from './admin-support.service';

/** The not-found answer the routes here declare, beside adminRoute's 400, 401 and 403. */
const errors = errorResponses(404);

/** The support inbox of the admin console: every user's tickets, replies as support, close and reopen. */
export const adminSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/support-tickets',
    adminRoute({
      summary: 'The support inbox, most recent activity first; `status` filters',
      querystring: adminTicketListQuerySchema,
      response: { 200: adminTicketListResponseSchema, ...errors },
    }),
    async (request) => listInbox(app, request.query),
  );

  app.get(
    '/admin/support-tickets/:id',
    adminRoute({
      summary: 'One ticket with its thread and its owner',
      params: adminIdParamsSchema,
      response: { 200: dataEnvelope(adminTicketDetailSchema), ...errors },
    }),
    async (request) => ({ data: await getInboxTicket(app, request.params.id) }),
  );

  app.post(
    '/admin/support-tickets/:id/reply',
    adminRoute({
      summary: 'Answer as support: the ticket becomes answered, the owner is notified in the app and by e-mail',
      params: adminIdParamsSchema,
      body: adminTicketReplyRequestSchema,
      response: { 201: dataEnvelope(adminTicketDetailSchema), ...errors, 409: errorBodySchema },
    }),
    async (request, reply) => {
      const actor = requireActor(request);
      const data = await replyAsSupport(app, actor.user.id, request.params.id, request.body.message, request.ip);
      return reply.status(201).send({ data });
    },
  );

  for (const verb of ['close', 'reopen'] as const) {
    app.post(
      `/admin/support-tickets/:id/${verb}`,
      adminRoute({
        summary: verb === 'close' ? 'Close a ticket (the user can no longer reply)' : 'Open a closed ticket again',
        params: adminIdParamsSchema,
        response: { 200: dataEnvelope(adminTicketDetailSchema), ...errors, 409: errorBodySchema },
      }),
      async (request) => {
        const actor = requireActor(request);
        return { data: await changeTicketStatus(app, actor.user.id, request.params.id, verb, request.ip) };
      },
    );
  }

  app.get(
    '/admin/support-tickets/:ticketId/attachments/:attachmentId',
    adminRoute({
      summary: 'Download an attachment of any ticket',
      // A file stream, not JSON: no response schema (errors still leave as `{ message, code }`).
      params: adminAttachmentParamsSchema,
    }),
    async (request, reply) =>
      sendDownload(reply, await openAdminAttachment(app, request.params.ticketId, request.params.attachmentId)),
  );
};
