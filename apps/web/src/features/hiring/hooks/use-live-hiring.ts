import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { onRealtimeNotification } from '../../../lib/realtime';
import { SEEKER_CV_ACTIONS_KEY } from '../api/list-cv-actions';

/** A new, withdrawn or declined request arrives as a notification: the open track tab refreshes without a reload. */
export function useLiveCvActions(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onRealtimeNotification(() => {
        void queryClient.invalidateQueries({ queryKey: SEEKER_CV_ACTIONS_KEY });
      }),
    [queryClient],
  );
}
