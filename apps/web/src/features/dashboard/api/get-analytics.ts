import {
  type ProviderAnalytics,
  providerAnalyticsSchema,
  type SeekerAnalytics,
  seekerAnalyticsSchema,
} from '@hireway/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { DASHBOARD_FRESHNESS, dashboardKey, type DashboardSide } from './dashboard-keys';

/** GET /seeker/dashboard/analytics?days=: one point per day, oldest first. */
export const getSeekerAnalytics = (days: number): Promise<SeekerAnalytics> =>
  apiRequest('/seeker/dashboard/analytics', { query: { days }, schema: seekerAnalyticsSchema });

/** GET /provider/dashboard/analytics?days=: one point per day, oldest first. */
export const getProviderAnalytics = (days: number): Promise<ProviderAnalytics> =>
  apiRequest('/provider/dashboard/analytics', { query: { days }, schema: providerAnalyticsSchema });

/* The previous period stays on screen while another one loads, so the chart does not flash empty. */

const analyticsQueryOptions = <T>(side: DashboardSide, days: number, get: (days: number) => Promise<T>) =>
  queryOptions({
    ...DASHBOARD_FRESHNESS,
    queryKey: [...dashboardKey(side), 'analytics', days],
    queryFn: () => get(days),
    placeholderData: keepPreviousData,
  });

export const useSeekerAnalytics = (days: number) => useQuery(analyticsQueryOptions('seeker', days, getSeekerAnalytics));
export const useProviderAnalytics = (days: number) =>
  useQuery(analyticsQueryOptions('provider', days, getProviderAnalytics));
