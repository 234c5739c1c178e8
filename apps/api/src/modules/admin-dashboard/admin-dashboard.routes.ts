import { adminDashboardSchema, dataEnvelope, errorBodySchema, type Grant } from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { getAdminDashboard } from './admin-dashboard.service';

const ADMIN_ONLY: readonly Grant[] = ['read:AdminRoute'];

/** The admin home's figures. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    {
      config: { permissions: ADMIN_ONLY, maintenance: 'allow' },
      schema: {
        tags: ['admin'],
        summary:
          'Users by group, pending verifications, live jobs, applications this week, fees collected; 30 days of activity',
        response: {
          200: dataEnvelope(adminDashboardSchema),
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async () => ({ data: await getAdminDashboard(app) }),
  );
};
