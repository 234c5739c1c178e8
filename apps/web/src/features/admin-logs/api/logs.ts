import { adminAccessLogResponseSchema, adminAuditLogResponseSchema } from '@hireway/shared';
import type { z } from 'zod';

import { compactQuery } from '../../../lib/api-client';
import { getPage, usePageQuery } from '../../../lib/pages';
import { queryKey } from './keys';

export interface LogFilters {
  user: string;
  /** The action (audit log) or the route (access log) prefix. */
  what: string;
  from: string;
  to: string;
}

/** A page of a log: its number, and the cursor that reaches it (null: by number). */
export interface LogPage {
  page: number;
  cursor: string | null;
}

/**
 * One log's page query: the audit log filters by action, the access log by route; the rest is the same
 * (50 a page, by number or by cursor, the last page kept while the next loads).
 */
const useLog = <S extends z.ZodType>(
  log: { name: string; endpoint: string; filter: 'action' | 'route'; schema: S },
  { page, cursor }: LogPage,
  filters: LogFilters,
) =>
  usePageQuery(queryKey(log.name, page, cursor, filters), () =>
    getPage(
      log.endpoint,
      log.schema,
      compactQuery({
        page,
        cursor,
        per_page: 50,
        user: filters.user,
        [log.filter]: filters.what,
        from: filters.from,
        to: filters.to,
      }),
    ),
  );

const AUDIT_LOG = {
  name: 'audit-log',
  endpoint: '/admin/audit-logs',
  filter: 'action',
  schema: adminAuditLogResponseSchema,
} as const;
const ACCESS_LOG = {
  name: 'access-log',
  endpoint: '/admin/access-logs',
  filter: 'route',
  schema: adminAccessLogResponseSchema,
} as const;

/** GET /admin/audit-logs */
export const useAuditLog = (page: LogPage, filters: LogFilters) => useLog(AUDIT_LOG, page, filters);

/** GET /admin/access-logs */
export const useAccessLog = (page: LogPage, filters: LogFilters) => useLog(ACCESS_LOG, page, filters);
