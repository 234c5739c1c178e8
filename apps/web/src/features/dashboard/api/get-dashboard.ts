import {
  type ProviderDashboard,
  providerDashboardSchema,
  type SeekerDashboard,
  seekerDashboardSchema,
} from '@hireway/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { DASHBOARD_FRESHNESS, dashboardKey } from './dashboard-keys';

/** GET /seeker/dashboard: applications and CV actions by status, the current job, the CV score. */
export const getSeekerDashboard = (): Promise<SeekerDashboard> =>
  apiRequest('/seeker/dashboard', { schema: seekerDashboardSchema });

/** GET /provider/dashboard: job posts, applications and CV actions by status, hires. */
export const getProviderDashboard = (): Promise<ProviderDashboard> =>
  apiRequest('/provider/dashboard', { schema: providerDashboardSchema });

export const seekerDashboardQueryOptions = () =>
  queryOptions({
    ...DASHBOARD_FRESHNESS,
    queryKey: [...dashboardKey('seeker'), 'summary'],
    queryFn: getSeekerDashboard,
  });

export const providerDashboardQueryOptions = () =>
  queryOptions({
    ...DASHBOARD_FRESHNESS,
    queryKey: [...dashboardKey('provider'), 'summary'],
    queryFn: getProviderDashboard,
  });

export const useSeekerDashboard = () => useQuery(seekerDashboardQueryOptions());
export const useProviderDashboard = () => useQuery(providerDashboardQueryOptions());
