import {
  type ProviderDashboard,
  providerDashboardSchema,
  type SeekerDashboard,
  seekerDashboardSchema,
} from '@hireway/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { DASHBOARD_FRESHNESS, dashboardKey, type DashboardSide } from './dashboard-keys';

/** GET /seeker/dashboard: applications and CV actions by status, the current job, the CV score. */
export const getSeekerDashboard = (): Promise<SeekerDashboard> =>
  apiRequest('/seeker/dashboard', { schema: seekerDashboardSchema });

/** GET /provider/dashboard: job posts, applications and CV actions by status, hires. */
export const getProviderDashboard = (): Promise<ProviderDashboard> =>
  apiRequest('/provider/dashboard', { schema: providerDashboardSchema });

const summaryQueryOptions = <T>(side: DashboardSide, get: () => Promise<T>) =>
  queryOptions({ ...DASHBOARD_FRESHNESS, queryKey: [...dashboardKey(side), 'summary'], queryFn: get });

export const seekerDashboardQueryOptions = () => summaryQueryOptions('seeker', getSeekerDashboard);
export const providerDashboardQueryOptions = () => summaryQueryOptions('provider', getProviderDashboard);

export const useSeekerDashboard = () => useQuery(seekerDashboardQueryOptions());
export const useProviderDashboard = () => useQuery(providerDashboardQueryOptions());
