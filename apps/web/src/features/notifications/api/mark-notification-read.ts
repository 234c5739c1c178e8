import { notificationSchema, type AppNotification } from '@hireway/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { NOTIFICATIONS_KEY } from './list-notifications';

/** POST /auth/notifications/{id}/read */
export const markNotificationRead = (id: string): Promise<AppNotification> =>
  apiRequest(`/auth/notifications/${encodeURIComponent(id)}/read`, { method: 'POST', schema: notificationSchema });

export const useMarkNotificationReadMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
};
