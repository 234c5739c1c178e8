import { notifications } from '@mantine/notifications';
import { TOAST_DEFAULTS, type ToastVariant } from '@hireway/shared';
import type { ReactNode } from 'react';

import { i18n } from './i18n';

const VARIANT_COLORS: Record<ToastVariant, string> = {
  success: 'green',
  error: 'red',
  warning: 'yellow',
  info: 'blue',
};

/**
 * Toasts are polite live regions (role="status"): a screen reader reads them when it is idle, focus stays where
 * it is (WCAG 4.1.3). Mantine would make each an assertive alert.
 */
const POLITE = { role: 'status' } as const;

interface ToastInput {
  message: ReactNode;
  title?: ReactNode;
  id?: string;
}

/**
 * Success toast with the spec defaults (TOAST_DEFAULTS): title "Success", success variant,
 * 3 s, no progress bar (Mantine notifications never draw one).
 */
export const notifySuccess = ({ message, title, id }: ToastInput): void => {
  notifications.show({
    ...POLITE,
    id,
    title: title ?? i18n.t('common:toast.successTitle'),
    message,
    color: VARIANT_COLORS[TOAST_DEFAULTS.variant],
    autoClose: TOAST_DEFAULTS.timeoutMs,
  });
};

/** Error toast: red, and it stays until closed so that it is not missed. */
export const notifyError = ({ message, title, id }: ToastInput): void => {
  notifications.show({
    ...POLITE,
    id,
    title: title ?? i18n.t('common:toast.errorTitle'),
    message,
    color: VARIANT_COLORS.error,
    autoClose: false,
  });
};

/** Neutral toast, e.g. a realtime notification. */
export const notifyInfo = ({ message, title, id }: ToastInput): void => {
  notifications.show({
    ...POLITE,
    id,
    title,
    message,
    color: VARIANT_COLORS.info,
    autoClose: TOAST_DEFAULTS.timeoutMs,
  });
};

/** Drops every toast, e.g. at logout so one user's messages never greet the next. */
export const clearToasts = (): void => {
  notifications.clean();
};
