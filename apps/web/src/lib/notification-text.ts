import {
  isNotificationType,
  NOTIFICATION_NAMESPACE,
  notificationContext,
  notificationParamSchemas,
  type NotificationText,
} from '@hireway/shared';

import { i18n } from './i18n';

interface StoredNotification {
  type: string;
  params: Record<string, unknown> | null;
  title: string;
  body: string;
}

/**
 * A notification's words in the language on screen: its type and parameters through i18next (namespace
 * `notification-types`, from packages/shared). A notification whose type this build does not know, or whose
 * parameters do not fit it (one stored before types had parameters), shows the words the server sent.
 */
export function notificationText(notification: StoredNotification): NotificationText {
  const { type, params } = notification;
  if (params === null || !isNotificationType(type) || !notificationParamSchemas[type].safeParse(params).success) {
    return { title: notification.title, body: notification.body };
  }
  const context = notificationContext(type, params);
  // Type names hold dots, so the keys are flat; the parameters are the interpolation values.
  const options = {
    ...params,
    ns: NOTIFICATION_NAMESPACE,
    keySeparator: false as const,
    nsSeparator: false as const,
    ...(context === undefined ? {} : { context }),
  };
  return {
    title: i18n.t(`${type}.title`, { ...options, defaultValue: notification.title }),
    body: i18n.t(`${type}.body`, { ...options, defaultValue: notification.body }),
  };
}
