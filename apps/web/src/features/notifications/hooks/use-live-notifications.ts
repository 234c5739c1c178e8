import { useLiveQueries } from '../../../lib/realtime';
import { NOTIFICATIONS_KEY } from '../api/list-notifications';

/**
 * A realtime `notification` event (its toast is shown by lib/realtime) refreshes the bell and the menu counters
 * (useLiveQueries: on each notification, and each time the socket connects).
 */
export function useLiveNotifications(): void {
  useLiveQueries(NOTIFICATIONS_KEY);
}
