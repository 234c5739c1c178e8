import { useQueryClient } from '@tanstack/react-query';

import { useRealtimeEvent } from '../../../lib/realtime';
import { NOTIFICATIONS_KEY } from '../api/list-notifications';

/**
 * A realtime `notification` event (its toast is shown by lib/realtime) refreshes the bell and the
 * menu counters: the event is small, the list is fetched again (STYLE.md, realtime).
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', () => {
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  });
}
