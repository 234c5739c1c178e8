import {
  adminDocumentParamsSchema,
  adminVerificationHistoryQuerySchema,
  adminVerificationHistoryResponseSchema,
  adminProviderListQuerySchema,
  adminProviderListResponseSchema,
  adminProviderParamsSchema,
  adminProviderSchema,
  dataEnvelope,
  providerDeclineRequestSchema,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { adminRoute, errorResponses } from '../../plugins/admin-route';
import { requireActor } from '../../plugins/auth';
import { sendDownload } from '../../core/storage';
import {
  approveProvider,
  declineProvider,
  listDecisionHistory,
  listProvidersForReview,
  openProviderDocument,
} from './admin-verification.service';

/** Provider verification for the admin console: the queue and the two decisions. */
export const adminVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/verification-decisions',
    adminRoute({
      summary: 'The history of verification decisions (from the audit log), newest first',
      querystring: adminVerificationHistoryQuerySchema,
      response: { 200: adminVerificationHistoryResponseSchema },
    }),
    async (request) => listDecisionHistory(app, request.query.page, request.query.per_page),
  );

  app.get(
    '/admin/providers/:id/documents/:documentId',
    adminRoute({
      summary: 'Download a registration document of a provider under review',
      // A file stream, not JSON: no response schema (errors still leave as `{ message, code }`).
      params: adminDocumentParamsSchema,
    }),
    async (request, reply) =>
      sendDownload(reply, await openProviderDocument(app, request.params.id, request.params.documentId)),
  );

  app.get(
    '/admin/providers',
    adminRoute({
      summary: 'Providers by verification status (default pending, oldest submission first), with documents',
      querystring: adminProviderListQuerySchema,
      response: { 200: adminProviderListResponseSchema },
    }),
    async (request) => listProvidersForReview(app, request.query.status, request.query.page, request.query.per_page),
  );

  app.post(
    '/admin/providers/:id/approve',
    adminRoute({
      summary: 'Approve a pending provider: notifies and e-mails them',
      params: adminProviderParamsSchema,
      response: { 200: dataEnvelope(adminProviderSchema), ...errorResponses(404, 409) },
    }),
    async (request) => ({
      data: await approveProvider(app, requireActor(request).user.id, request.params.id),
    }),
  );

  app.post(
    '/admin/providers/:id/decline',
    adminRoute({
      summary: 'Decline a pending provider with a reason (10–1000 characters): notifies and e-mails them',
      params: adminProviderParamsSchema,
      body: providerDeclineRequestSchema,
      response: { 200: dataEnvelope(adminProviderSchema), ...errorResponses(404, 409) },
    }),
    async (request) => ({
      data: await declineProvider(app, requireActor(request).user.id, request.params.id, request.body.reason),
    }),
  );
};
