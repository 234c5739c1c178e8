import type { AppNotification, NotificationPush, PaginationMeta } from '@hireway/shared';

import type { NotificationRow } from '../../db/schema';

export const pageMeta = (page: number, perPage: number, total: number): PaginationMeta => ({
  page,
  per_page: perPage,
  total,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});

const parseData = (json: string | null): Record<string, unknown> | null => {
  if (json === null) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

export const toNotificationDto = (row: NotificationRow): AppNotification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  body: row.body,
  link: row.link,
  data: parseData(row.data),
  is_read: row.read_at !== null,
  read_at: row.read_at,
  created_at: row.created_at,
});

/** The socket event: small; the client refetches the list (and the counters) when it arrives. */
export const toNotificationPush = (row: NotificationRow): NotificationPush => ({
  id: row.id,
  type: row.type,
  title: row.title,
  body: row.body,
  link: row.link,
  created_at: row.created_at,
});
