import { useLiveQueries } from '../../../lib/realtime';
import { dashboardKey, type DashboardSide } from '../api/dashboard-keys';

/** Every notification is about a hiring event or a ticket: the dashboard's figures are fetched again (useLiveQueries). */
export function useLiveDashboard(side: DashboardSide): void {
  useLiveQueries(dashboardKey(side));
}
