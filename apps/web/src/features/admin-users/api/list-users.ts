import {
  adminUserListResponseSchema,
  type AdminUserListResponse,
  type UserGroup,
  type UserStatus,
} from '@hireway/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequestPage } from '../../../lib/api-client';

export const ADMIN_USERS_KEY = ['admin', 'users'] as const;

export interface AdminUserFilter {
  page: number;
  group: UserGroup | null;
  status: UserStatus | null;
  q: string;
}

/** GET /admin/users: users by group, status and text, newest first. */
export const listAdminUsers = (filter: AdminUserFilter): Promise<AdminUserListResponse> =>
  apiRequestPage('/admin/users', {
    query: {
      page: filter.page,
      per_page: 50,
      group: filter.group,
      status: filter.status,
      q: filter.q.trim() === '' ? undefined : filter.q.trim(),
    },
    schema: adminUserListResponseSchema,
  });

export const adminUsersQueryOptions = (filter: AdminUserFilter) =>
  queryOptions({
    queryKey: [...ADMIN_USERS_KEY, 'list', filter],
    queryFn: () => listAdminUsers(filter),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (filter: AdminUserFilter) => useQuery(adminUsersQueryOptions(filter));
