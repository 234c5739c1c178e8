import { type Activity, recentActivitiesSchema } from '@hireway/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { DASHBOARD_FRESHNESS, dashboardKey, type DashboardSide } from './dashboard-keys';

/** GET /{side}/dashboard/recent-activities?limit=: the latest events, newest first. */
export const getRecentActivities = (side: DashboardSide, limit: number): Promise<Activity[]> =>
  apiRequest(`/${side}/dashboard/recent-activities`, { query: { limit }, schema: recentActivitiesSchema });

export const recentActivitiesQueryOptions = (side: DashboardSide, limit: number) =>
  queryOptions({
    ...DASHBOARD_FRESHNESS,
    queryKey: [...dashboardKey(side), 'recent-activities', limit],
    queryFn: () => getRecentActivities(side, limit),
  });

export const useRecentActivities = (side: DashboardSide, limit: number) =>
  useQuery(recentActivitiesQueryOptions(side, limit));
