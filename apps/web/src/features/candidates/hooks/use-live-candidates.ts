import { useQueryClient } from '@tanstack/react-query';

import { useRealtimeEvent } from '../../../lib/realtime';
import { CANDIDATES_KEY } from '../api/keys';

/**
 * A seeker's answer, resignation or new application arrives as a realtime notification: the hiring screens
 * on show fetch their lists again, so the provider sees it without a reload.
 */
export function useLiveCandidates(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', () => {
    void queryClient.invalidateQueries({ queryKey: CANDIDATES_KEY });
  });
}
