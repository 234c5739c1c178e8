import {
  type ProviderEnhancedStats,
  providerEnhancedStatsSchema,
  type SeekerEnhancedStats,
  seekerEnhancedStatsSchema,
} from '@hireway/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { DASHBOARD_FRESHNESS, dashboardKey, type DashboardSide } from './dashboard-keys';

/** GET /seeker/dashboard/enhanced-stats: rates and this month's figures. */
export const getSeekerEnhancedStats = (): Promise<SeekerEnhancedStats> =>
  apiRequest('/seeker/dashboard/enhanced-stats', { schema: seekerEnhancedStatsSchema });

/** GET /provider/dashboard/enhanced-stats: rates and this month's figures. */
export const getProviderEnhancedStats = (): Promise<ProviderEnhancedStats> =>
  apiRequest('/provider/dashboard/enhanced-stats', { schema: providerEnhancedStatsSchema });

const enhancedStatsQueryOptions = <T>(side: DashboardSide, get: () => Promise<T>) =>
  queryOptions({ ...DASHBOARD_FRESHNESS, queryKey: [...dashboardKey(side), 'stats'], queryFn: get });

export const useSeekerEnhancedStats = () => useQuery(enhancedStatsQueryOptions('seeker', getSeekerEnhancedStats));
export const useProviderEnhancedStats = () => useQuery(enhancedStatsQueryOptions('provider', getProviderEnhancedStats));
