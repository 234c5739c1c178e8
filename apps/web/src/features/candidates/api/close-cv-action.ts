import { cvActionSchema, type CvAction } from '@hireway/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { CANDIDATES_KEY } from './keys';

export type CloseCvActionEvent = 'cancel' | 'decline';

/** POST /provider/action/{id}/cancel (undo a pending action) or /decline (not going ahead with the candidate). */
export const closeCvAction = ({
  actionId,
  event,
}: {
  actionId: string;
  event: CloseCvActionEvent;
}): Promise<CvAction> =>
  apiRequest(`/provider/action/${encodeURIComponent(actionId)}/${event}`, { method: 'POST', schema: cvActionSchema });

export const useCloseCvActionMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeCvAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CANDIDATES_KEY }),
  });
};
