import {
  adminDocumentParamsSchema,
  adminVerificationHistoryQuerySchema,
  adminVerificationHistoryResponseSchema,
  adminProviderListQuerySchema,
  adminProviderListResponseSchema,
  adminProviderParamsSchema,
  adminProviderSchema,
  dataEnvelope,
  errorBodySchema,
  type Grant,
  providerDeclineRequestSchema,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { requireActor } from '../../plugins/auth';
import { sendDownload } from '../../core/storage';
import {
  approveProvider,
  declineProvider,
  listDecisionHistory,
  listProvidersForReview,
  openProviderDocument,
} from './admin-verification.service';

/** Admins only: anonymous callers get 401, seekers and providers 403. */
const ADMIN_ONLY: readonly Grant[] = ['read:AdminRoute'];

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema } as const;

/** Provider verification for the admin console: the queue and the two decisions. */
export const adminVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { permissions: ADMIN_ONLY, maintenance: 'allow' as const };

  app.get(
    '/admin/verification-decisions',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'The history of verification decisions (from the audit log), newest first',
        querystring: adminVerificationHistoryQuerySchema,
        response: { 200: adminVerificationHistoryResponseSchema, ...errors },
      },
    },
    async (request) => listDecisionHistory(app, request.query.page, request.query.per_page),
  );

  app.get(
    '/admin/providers/:id/documents/:documentId',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Download a registration document of a provider under review',
        // A file stream, not JSON: no response schema (errors still leave as `{ message, code }`).
        params: adminDocumentParamsSchema,
      },
    },
    async (request, reply) =>
      sendDownload(reply, await openProviderDocument(app, request.params.id, request.params.documentId)),
  );

  app.get(
    '/admin/providers',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Providers by verification status (default pending, oldest submission first), with documents',
        querystring: adminProviderListQuerySchema,
        response: { 200: adminProviderListResponseSchema, ...errors },
      },
    },
    async (request) => listProvidersForReview(app, request.query.status, request.query.page, request.query.per_page),
  );

  app.post(
    '/admin/providers/:id/approve',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending provider: notifies and e-mails them',
        params: adminProviderParamsSchema,
        response: { 200: dataEnvelope(adminProviderSchema), ...errors, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => ({
      data: await approveProvider(app, requireActor(request).user.id, request.params.id),
    }),
  );

  app.post(
    '/admin/providers/:id/decline',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Decline a pending provider with a reason (10–1000 characters): notifies and e-mails them',
        params: adminProviderParamsSchema,
        body: providerDeclineRequestSchema,
        response: { 200: dataEnvelope(adminProviderSchema), ...errors, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => ({
      data: await declineProvider(app, requireActor(request).user.id, request.params.id, request.body.reason),
    }),
  );
};
