import { useQueryClient } from '@tanstack/react-query';

import { useRealtimeEvent } from '../../../lib/realtime';
import { HIRING_KEY } from '../api/list-my-jobs';

/**
 * Employers' requests and employment changes arrive as notifications: the seeker's open track tab or My jobs
 * refreshes without a reload (the event is small; the lists are fetched again).
 */
export function useLiveHiring(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', () => {
    void queryClient.invalidateQueries({ queryKey: HIRING_KEY });
  });
}
