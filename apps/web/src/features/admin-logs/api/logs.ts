import { adminAccessLogResponseSchema, adminAuditLogResponseSchema } from '@hireway/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRequestPage, compactQuery } from '../../../lib/api-client';
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

/** GET /admin/audit-logs */
export const useAuditLog = ({ page, cursor }: LogPage, filters: LogFilters) =>
  useQuery({
    queryKey: queryKey('audit-log', page, cursor, filters),
    queryFn: () =>
      apiRequestPage('/admin/audit-logs', {
        query: compactQuery({
          page,
          cursor,
          per_page: 50,
          user: filters.user,
          action: filters.what,
          from: filters.from,
          to: filters.to,
        }),
        schema: adminAuditLogResponseSchema,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /admin/access-logs */
export const useAccessLog = ({ page, cursor }: LogPage, filters: LogFilters) =>
  useQuery({
    queryKey: queryKey('access-log', page, cursor, filters),
    queryFn: () =>
      apiRequestPage('/admin/access-logs', {
        query: compactQuery({
          page,
          cursor,
          per_page: 50,
          user: filters.user,
          route: filters.what,
          from: filters.from,
          to: filters.to,
        }),
        schema: adminAccessLogResponseSchema,
      }),
    placeholderData: keepPreviousData,
  });
