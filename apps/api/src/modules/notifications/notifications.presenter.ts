import { type AppNotification, type Language, type NotificationPush, renderNotification } from '@hireway/shared';

import type { NotificationRow } from '../../db/schema';

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

/**
 * The words of a notification in `language`: its type and parameters rendered from the shared catalogue, or the
 * stored (English) text of a row whose parameters are null or no longer fit its type.
 */
const wordsOf = (
  row: NotificationRow,
  language: Language,
): { params: Record<string, unknown> | null; title: string; body: string } => {
  const params = parseData(row.params);
  const rendered = params === null ? null : renderNotification(language, row.type, params);
  return { params, title: rendered?.title ?? row.title, body: rendered?.body ?? row.body };
};

export const toNotificationDto = (row: NotificationRow, language: Language): AppNotification => ({
  id: row.id,
  type: row.type,
  ...wordsOf(row, language),
  link: row.link,
  data: parseData(row.data),
  is_read: row.read_at !== null,
  read_at: row.read_at,
  created_at: row.created_at,
});

/** The socket event: small; the client refetches the list (and the counters) when it arrives. */
export const toNotificationPush = (row: NotificationRow, language: Language): NotificationPush => ({
  id: row.id,
  type: row.type,
  ...wordsOf(row, language),
  link: row.link,
  created_at: row.created_at,
});
