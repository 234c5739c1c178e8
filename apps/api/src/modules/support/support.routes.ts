import {
  dataEnvelope,
  errorBodySchema,
  SUPPORT_ATTACHMENT_FIELDS,
  supportAttachmentParamsSchema,
  supportTicketCreateRequestSchema,
  supportTicketDetailSchema,
  supportTicketListQuerySchema,
  supportTicketListResponseSchema,
  supportTicketParamsSchema,
  supportTicketReplyRequestSchema,
  UPLOAD_RULES,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { sendDownload } from '../../core/storage';
import type { UploadedFile } from '../../plugins/multipart';
import { requireActor } from '../../plugins/auth';
import type { MultipartFileRule } from '../../types';
import { createSupportLimiters } from './support.limits';
import { createTicket, getTicket, listTickets, openAttachment, replyToTicket } from './support.service';

/** attachment_1..attachment_3: PDF, Word (.docx), PNG or JPEG, 5 MB each, checked by their bytes (plugins/multipart.ts). */
const ATTACHMENT_RULES: Record<string, MultipartFileRule> = Object.fromEntries(
  SUPPORT_ATTACHMENT_FIELDS.map((field) => [field, UPLOAD_RULES.supportAttachment]),
);

const attachmentsOf = (uploads: Map<string, UploadedFile>): UploadedFile[] =>
  SUPPORT_ATTACHMENT_FIELDS.flatMap((field) => uploads.get(field) ?? []);

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  413: errorBodySchema,
  429: errorBodySchema,
};

/** Seekers' and providers' support tickets: their own only; another user's ticket is 404. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiters = createSupportLimiters(app);

  app.get(
    '/auth/support-tickets',
    {
      config: { permissions: ['read:UserRoute'] },
      schema: {
        tags: ['support'],
        summary: "The caller's support tickets, most recent activity first",
        querystring: supportTicketListQuerySchema,
        response: { 200: supportTicketListResponseSchema, ...errors },
      },
    },
    async (request) => listTickets(app, requireActor(request).user.id, request.query.page, request.query.per_page),
  );

  app.post(
    '/auth/support-tickets',
    {
      config: { permissions: ['read:UserRoute'], multipart: ATTACHMENT_RULES },
      schema: {
        tags: ['support'],
        summary: 'Open a ticket (JSON, or multipart with up to 3 files attachment_1..3: PDF, PNG, JPEG, 5 MB each)',
        consumes: ['application/json', 'multipart/form-data'],
        body: supportTicketCreateRequestSchema,
        response: { 201: dataEnvelope(supportTicketDetailSchema), ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const ticket = await createTicket(app, limiters, actor.user, request.body, attachmentsOf(request.uploads));
      return reply.status(201).send({ data: ticket });
    },
  );

  app.get(
    '/auth/support-tickets/:id',
    {
      config: { permissions: ['read:UserRoute'] },
      schema: {
        tags: ['support'],
        summary: 'One of the caller’s tickets with its messages and attachments',
        params: supportTicketParamsSchema,
        response: { 200: dataEnvelope(supportTicketDetailSchema), ...errors },
      },
    },
    async (request) => ({ data: await getTicket(app, requireActor(request).user.id, request.params.id) }),
  );

  app.post(
    '/auth/support-tickets/:id/reply',
    {
      config: { permissions: ['read:UserRoute'], multipart: ATTACHMENT_RULES },
      schema: {
        tags: ['support'],
        summary: 'Add a message to one of the caller’s tickets (reopens an answered ticket)',
        consumes: ['application/json', 'multipart/form-data'],
        params: supportTicketParamsSchema,
        body: supportTicketReplyRequestSchema,
        response: { 201: dataEnvelope(supportTicketDetailSchema), ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const ticket = await replyToTicket(
        app,
        limiters,
        actor.user,
        request.params.id,
        request.body.message,
        attachmentsOf(request.uploads),
      );
      return reply.status(201).send({ data: ticket });
    },
  );

  app.get(
    '/auth/support-tickets/:ticketId/attachments/:attachmentId',
    {
      config: { permissions: ['read:UserRoute'] },
      schema: {
        tags: ['support'],
        summary: 'Download an attachment of one of the caller’s tickets',
        // A file stream, not JSON: no response schema (errors still leave as `{ message, code }`).
        params: supportAttachmentParamsSchema,
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { ticketId, attachmentId } = request.params;
      // Never rendered inline, never sniffed into HTML, and sandboxed if a browser opens it anyway (UP-08).
      return sendDownload(reply, await openAttachment(app, actor.user.id, ticketId, attachmentId));
    },
  );
};
