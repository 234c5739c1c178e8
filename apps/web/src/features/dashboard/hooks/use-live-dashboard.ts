import { useQueryClient } from '@tanstack/react-query';

import { useRealtimeEvent } from '../../../lib/realtime';
import { dashboardKey, type DashboardSide } from '../api/dashboard-keys';

/** Every notification is about a hiring event or a ticket: refetch the dashboard's figures when one arrives. */
export function useLiveDashboard(side: DashboardSide): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', () => {
    void queryClient.invalidateQueries({ queryKey: dashboardKey(side) });
  });
}
