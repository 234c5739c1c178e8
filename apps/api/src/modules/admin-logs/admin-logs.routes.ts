import {
  type AdminUserRef,
  type accessLogEntrySchema,
  adminAccessLogQuerySchema,
  adminAccessLogResponseSchema,
  adminAuditLogQuerySchema,
  adminAuditLogResponseSchema,
  type auditLogEntrySchema,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { adminRoute, errorResponses } from '../../plugins/admin-route';
import type { z } from 'zod';

import { keysetAnswer, keysetWindow } from '../../db/paging';
import { readAuditValue } from '../audit';
import { findAccessLog, findAuditLog } from './admin-logs.repository';

/** A log's key: newest first, the id breaking ties. */
const logKey = (row: { id: string; created_at: string }) => [row.created_at, row.id];

const errors = errorResponses(400, 401, 403);

const refOf = (row: {
  id: string | null;
  user_email: string | null;
  user_first_name: string | null;
  user_last_name: string | null;
}): AdminUserRef | null =>
  row.id && row.user_email !== null
    ? {
        id: row.id,
        email: row.user_email,
        name: `${row.user_first_name ?? ''} ${row.user_last_name ?? ''}`.trim(),
      }
    : null;

/** The audit log (who changed what, before and after) and the page-access log, for admins. */
export const adminLogsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit-logs',
    adminRoute({
      summary:
        'The audit log, newest first; filter by actor e-mail, action prefix and days (from/to, UTC); count capped at 10,000, deep pages by cursor',
      querystring: adminAuditLogQuerySchema,
      response: { 200: adminAuditLogResponseSchema, ...errors },
    }),
    async (request) => {
      const { page: _page, per_page: _perPage, cursor: _cursor, ...filter } = request.query;
      const page = keysetWindow(request.query);
      const found = await findAuditLog(app.db, filter, page);
      return keysetAnswer(request.query, found, page.position, logKey, (row): z.infer<typeof auditLogEntrySchema> => ({
        id: row.id,
        actor: refOf({ ...row, id: row.actor_id }),
        action: row.action,
        entity: row.entity,
        entity_id: row.entity_id,
        before: readAuditValue(row.before),
        after: readAuditValue(row.after),
        ip: row.ip,
        created_at: row.created_at,
      }));
    },
  );

  app.get(
    '/admin/access-logs',
    adminRoute({
      summary:
        'Pages users opened (POST /auth/logs), newest first; filter by e-mail, route prefix and days; count capped at 10,000, deep pages by cursor',
      querystring: adminAccessLogQuerySchema,
      response: { 200: adminAccessLogResponseSchema, ...errors },
    }),
    async (request) => {
      const { page: _page, per_page: _perPage, cursor: _cursor, ...filter } = request.query;
      const page = keysetWindow(request.query);
      const found = await findAccessLog(app.db, filter, page);
      return keysetAnswer(request.query, found, page.position, logKey, (row): z.infer<typeof accessLogEntrySchema> => ({
        id: row.id,
        user: refOf({ ...row, id: row.user_id }),
        route: row.route,
        comment: row.comment,
        ip: row.ip,
        user_agent: row.user_agent,
        created_at: row.created_at,
      }));
    },
  );
};
