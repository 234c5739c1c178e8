import { adminDashboardSchema, type AdminDashboard } from '@hireway/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

/** GET /admin/dashboard: the platform's counts and 30 days of activity. */
export const getAdminDashboard = (): Promise<AdminDashboard> =>
  apiRequest('/admin/dashboard', { schema: adminDashboardSchema });

export const adminDashboardQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'dashboard'], queryFn: getAdminDashboard });

export const useAdminDashboard = () => useQuery(adminDashboardQueryOptions());
