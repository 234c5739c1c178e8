import {
  adminAccessLogQuerySchema,
  adminAccessLogResponseSchema,
  adminAuditLogQuerySchema,
  adminAuditLogResponseSchema,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { adminRoute } from '../../plugins/admin-route';
import { listAccessLog, listAuditLog } from './admin-logs.service';

/** The audit log (who changed what, before and after) and the page-access log, for admins. */
export const adminLogsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit-logs',
    adminRoute({
      summary:
        'The audit log, newest first; filter by actor e-mail, action prefix and days (from/to, UTC); count capped at 10,000, deep pages by cursor',
      querystring: adminAuditLogQuerySchema,
      response: { 200: adminAuditLogResponseSchema },
    }),
    async (request) => listAuditLog(app, request.query),
  );

  app.get(
    '/admin/access-logs',
    adminRoute({
      summary:
        'Pages users opened (POST /auth/logs), newest first; filter by e-mail, route prefix and days; count capped at 10,000, deep pages by cursor',
      querystring: adminAccessLogQuerySchema,
      response: { 200: adminAccessLogResponseSchema },
    }),
    async (request) => listAccessLog(app, request.query),
  );
};
