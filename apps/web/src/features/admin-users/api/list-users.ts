import {
  adminUserListResponseSchema,
  type AdminUserListResponse,
  type UserGroup,
  type UserStatus,
} from '@hireway/shared';

import { getPage, usePageQuery } from '../../../lib/pages';

export const ADMIN_USERS_KEY = ['admin', 'users'] as const;

export interface AdminUserFilter {
  page: number;
  group: UserGroup | null;
  status: UserStatus | null;
  q: string;
}

/** GET /admin/users: users by group, status and text, newest first. */
export const listAdminUsers = (filter: AdminUserFilter): Promise<AdminUserListResponse> =>
  getPage('/admin/users', adminUserListResponseSchema, {
    page: filter.page,
    per_page: 50,
    group: filter.group,
    status: filter.status,
    q: filter.q.trim() === '' ? undefined : filter.q.trim(),
  });

export const useAdminUsers = (filter: AdminUserFilter) =>
  usePageQuery([...ADMIN_USERS_KEY, 'list', filter], () => listAdminUsers(filter));
