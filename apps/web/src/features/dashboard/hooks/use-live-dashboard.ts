import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { onRealtimeNotification } from '../../../lib/realtime';
import { dashboardKey, type DashboardSide } from '../api/dashboard-keys';

/** Every notification is about a hiring event or a ticket: refetch the dashboard's figures when one arrives. */
export function useLiveDashboard(side: DashboardSide): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onRealtimeNotification(() => {
        void queryClient.invalidateQueries({ queryKey: dashboardKey(side) });
      }),
    [queryClient, side],
  );
}
