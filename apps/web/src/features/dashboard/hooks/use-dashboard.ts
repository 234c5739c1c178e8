import { RECENT_ACTIVITIES_DEFAULT_LIMIT } from '@hireway/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';

import type { AnalyticsPeriod, DashboardSide } from '../api/dashboard-keys';
import { useRecentActivities } from '../api/get-recent-activities';
import { useLiveDashboard } from './use-live-dashboard';

/** One side's queries: its summary, this month's figures and the daily analytics of a period. */
export interface DashboardQueries<Summary, Stats, Analytics> {
  useSummary: () => UseQueryResult<Summary>;
  useStats: () => UseQueryResult<Stats>;
  useAnalytics: (days: AnalyticsPeriod) => UseQueryResult<Analytics>;
}

/**
 * What a dashboard shows, for either side: the summary, the figures, the recent activity and the chart's period
 * (30 days at first), all fetched again when a notification comes in.
 */
export function useDashboard<Summary, Stats, Analytics>(
  side: DashboardSide,
  queries: DashboardQueries<Summary, Stats, Analytics>,
) {
  const [days, setDays] = useState<AnalyticsPeriod>(30);
  const dashboard = queries.useSummary();
  const stats = queries.useStats();
  const activities = useRecentActivities(side, RECENT_ACTIVITIES_DEFAULT_LIMIT);
  const analytics = queries.useAnalytics(days);
  useLiveDashboard(side);
  return { dashboard, stats, activities, chart: { days, onDaysChange: setDays, analytics } };
}
