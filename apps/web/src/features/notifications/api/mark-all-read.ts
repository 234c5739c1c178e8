import { notificationsReadAllResponseSchema, type NotificationsReadAllResponse } from '@hireway/shared';

import { postAction, useRefreshingMutation } from '../../../lib/mutations';
import { NOTIFICATIONS_KEY } from './list-notifications';

/** POST /auth/notifications/read-all */
export const markAllNotificationsRead = (): Promise<NotificationsReadAllResponse> =>
  postAction('/auth/notifications/read-all', notificationsReadAllResponseSchema);

export const useMarkAllNotificationsReadMutation = () =>
  useRefreshingMutation(markAllNotificationsRead, NOTIFICATIONS_KEY, 'settled');
