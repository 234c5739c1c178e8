import { notificationsReadAllResponseSchema, type NotificationsReadAllResponse } from '@hireway/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { NOTIFICATIONS_KEY } from './list-notifications';

/** POST /auth/notifications/read-all */
export const markAllNotificationsRead = (): Promise<NotificationsReadAllResponse> =>
  apiRequest('/auth/notifications/read-all', { method: 'POST', schema: notificationsReadAllResponseSchema });

export const useMarkAllNotificationsReadMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
};
