import {
  type ProviderEnhancedStats,
  providerEnhancedStatsSchema,
  type SeekerEnhancedStats,
  seekerEnhancedStatsSchema,
} from '@hireway/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { DASHBOARD_FRESHNESS, dashboardKey } from './dashboard-keys';

/** GET /seeker/dashboard/enhanced-stats: rates and this month's figures. */
export const getSeekerEnhancedStats = (): Promise<SeekerEnhancedStats> =>
  apiRequest('/seeker/dashboard/enhanced-stats', { schema: seekerEnhancedStatsSchema });

/** GET /provider/dashboard/enhanced-stats: rates and this month's figures. */
export const getProviderEnhancedStats = (): Promise<ProviderEnhancedStats> =>
  apiRequest('/provider/dashboard/enhanced-stats', { schema: providerEnhancedStatsSchema });

export const useSeekerEnhancedStats = () =>
  useQuery(
    queryOptions({
      ...DASHBOARD_FRESHNESS,
      queryKey: [...dashboardKey('seeker'), 'stats'],
      queryFn: getSeekerEnhancedStats,
    }),
  );

export const useProviderEnhancedStats = () =>
  useQuery(
    queryOptions({
      ...DASHBOARD_FRESHNESS,
      queryKey: [...dashboardKey('provider'), 'stats'],
      queryFn: getProviderEnhancedStats,
    }),
  );
