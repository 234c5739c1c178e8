import { notificationSchema, type AppNotification } from '@hireway/shared';

import { postAction, useRefreshingMutation } from '../../../lib/mutations';
import { NOTIFICATIONS_KEY } from './list-notifications';

/** POST /auth/notifications/{id}/read */
export const markNotificationRead = (id: string): Promise<AppNotification> =>
  postAction(`/auth/notifications/${encodeURIComponent(id)}/read`, notificationSchema);

export const useMarkNotificationReadMutation = () =>
  useRefreshingMutation(markNotificationRead, NOTIFICATIONS_KEY, 'settled');
