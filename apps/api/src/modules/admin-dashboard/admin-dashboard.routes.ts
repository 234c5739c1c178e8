import { adminDashboardSchema, dataEnvelope } from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { adminRoute } from '../../plugins/admin-route';

import { getAdminDashboard } from './admin-dashboard.service';

/** The admin home's figures. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    adminRoute({
      summary:
        'Users by group, pending verifications, live jobs, applications this week, fees collected; 30 days of activity',
      response: { 200: dataEnvelope(adminDashboardSchema) },
    }),
    async () => ({ data: await getAdminDashboard(app) }),
  );
};
