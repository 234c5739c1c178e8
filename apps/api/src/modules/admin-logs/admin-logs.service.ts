import type {
  AdminUserRef,
  accessLogEntrySchema,
  adminAccessLogQuerySchema,
  adminAuditLogQuerySchema,
  auditLogEntrySchema,
} from '@hireway/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import { keysetAnswer, type KeysetWindow, keysetWindow } from '../../db/paging';
import { readAuditValue } from '../audit';
import { findAccessLog, findAuditLog } from './admin-logs.repository';

/* The audit log (who changed what, before and after) and the page-access log, read a page at a time. */

/** A log's key: newest first, the id breaking ties. */
const logKey = (row: { id: string; created_at: string }) => [row.created_at, row.id];

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

type PageQuery = { page: number; per_page: number; cursor?: string | undefined };

/** One page of a log, newest first: `find` reads the rows that match the query's filters. */
async function readLog<Query extends PageQuery, Row extends { id: string; created_at: string }, Entry>(
  query: Query,
  find: (filter: Omit<Query, keyof PageQuery>, page: KeysetWindow) => Promise<{ rows: Row[]; total: number }>,
  toEntry: (row: Row) => Entry,
) {
  const { page: _page, per_page: _perPage, cursor: _cursor, ...filter } = query;
  const page = keysetWindow(query);
  return keysetAnswer(query, await find(filter, page), page.position, logKey, toEntry);
}

/** One page of the audit log, newest first, filtered by actor e-mail, action prefix and days. */
export const listAuditLog = (app: FastifyInstance, query: z.output<typeof adminAuditLogQuerySchema>) =>
  readLog(
    query,
    (filter, page) => findAuditLog(app.db, filter, page),
    (row): z.infer<typeof auditLogEntrySchema> => ({
      id: row.id,
      actor: refOf({ ...row, id: row.actor_id }),
      action: row.action,
      entity: row.entity,
      entity_id: row.entity_id,
      before: readAuditValue(row.before),
      after: readAuditValue(row.after),
      ip: row.ip,
      created_at: row.created_at,
    }),
  );

/** One page of the page-access log, newest first, filtered by e-mail, route prefix and days. */
export const listAccessLog = (app: FastifyInstance, query: z.output<typeof adminAccessLogQuerySchema>) =>
  readLog(
    query,
    (filter, page) => findAccessLog(app.db, filter, page),
    (row): z.infer<typeof accessLogEntrySchema> => ({
      id: row.id,
      user: refOf({ ...row, id: row.user_id }),
      route: row.route,
      comment: row.comment,
      ip: row.ip,
      user_agent: row.user_agent,
      created_at: row.created_at,
    }),
  );
