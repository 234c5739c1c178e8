import {
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
import { approveProvider, declineProvider, listProvidersForReview } from './admin-verification.service';

/** Admins only: anonymous callers get 401, seekers and providers 403. */
const ADMIN_ONLY: readonly Grant[] = ['read:AdminRoute'];

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema } as const;

/** Provider verification for the admin console: the queue and the two decisions. */
export const adminVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { permissions: ADMIN_ONLY };

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
