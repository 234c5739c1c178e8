import { notificationListResponseSchema, type NotificationListResponse } from '@hireway/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequestPage } from '../../../lib/api-client';

/** Every query of this feature starts with this key, so one invalidation refreshes the bell and the counters. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** The newest notifications the bell lists (the API's smallest page size). */
const BELL_PAGE_SIZE = 50;
/** A slow refresh while the realtime channel is down; the socket event refreshes at once otherwise. */
const REFRESH_MS = 60_000;

/** GET /auth/notifications: newest first, with `meta.unread`. */
export const getNotifications = (): Promise<NotificationListResponse> =>
  apiRequestPage('/auth/notifications', {
    query: { page: 1, per_page: BELL_PAGE_SIZE },
    schema: notificationListResponseSchema,
  });

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: [...NOTIFICATIONS_KEY, 'list'], queryFn: getNotifications, refetchInterval: REFRESH_MS });

export const useNotifications = () => useQuery(notificationsQueryOptions());
