import { adminUserDetailSchema, type AdminUserDetail } from '@hireway/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { ADMIN_USERS_KEY } from './list-users';

export const adminUserQueryKey = (id: string) => [...ADMIN_USERS_KEY, 'detail', id] as const;

/** GET /admin/users/{id}: one account in full. */
export const getAdminUser = (id: string): Promise<AdminUserDetail> =>
  apiRequest(`/admin/users/${encodeURIComponent(id)}`, { schema: adminUserDetailSchema });

export const adminUserQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminUserQueryKey(id), queryFn: () => getAdminUser(id) });

export const useAdminUser = (id: string) => useQuery(adminUserQueryOptions(id));
