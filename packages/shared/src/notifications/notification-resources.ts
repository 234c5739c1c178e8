import type { NotificationMessageBook } from './notification-types';

// Without zod (ADR 0033): the web's i18n, in every first load, registers the catalogue with these two.
/** The i18next namespace the web registers the catalogue under. */
export const NOTIFICATION_NAMESPACE = 'notification-types';

/**
 * The catalogue of one language (NOTIFICATION_MESSAGES[language], or one `messages/<language>` module) as flat i18next resources (`'cv-action.requested.title_interview'`), looked up
 * with `keySeparator: false`: type names contain dots.
 */
export const notificationResources = (book: NotificationMessageBook): Record<string, string> =>
  Object.fromEntries(
    Object.entries(book).flatMap(([type, message]) =>
      Object.entries(message).map(([part, words]) => [`${type}.${part}`, words]),
    ),
  );
