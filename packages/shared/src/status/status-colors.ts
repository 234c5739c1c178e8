/** Status badge colours of spec section 4, as semantic names and as Mantine colours. */

export const STATUS_COLORS = ['secondary', 'warning', 'success', 'info', 'danger', 'primary'] as const;
export type StatusColor = (typeof STATUS_COLORS)[number];

const SECONDARY = new Set(['draft']);

/**
 * The spec lists these and says "and similar": every `pending…` status is caught by prefix;
 * the rest are the waiting states of our own state machines (payment, resignation, CV actions).
 */
const WARNING = new Set([
  'pending',
  'flagged',
  'submitted',
  'pending_email',
  'pending_sms',
  'pending_docs_verification',
  'inactive',
  'resignation_requested',
  'unpaid',
  'scheduled',
  'shortlisted',
]);

const SUCCESS = new Set([
  'approved',
  'paid',
  'active',
  'open',
  'delivered',
  'confirmed',
  'completed',
  'live',
  'accepted',
  'low',
]);

const INFO = new Set(['archive']);

const DANGER = new Set([
  'deleted',
  'cancelled',
  'rejected',
  'declined',
  'banned',
  'closed',
  'expired',
  'overdue',
  'revoked',
  'terminated',
  'resigned',
  'high',
  'error',
]);

/** 'Pending Email', 'pending-email' and 'PENDING_EMAIL' are the same status. */
const normaliseStatus = (status: string): string =>
  status
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The semantic colour of a status, case-insensitive; unknown or missing statuses are 'primary'. */
export const statusColor = (status: string | null | undefined): StatusColor => {
  if (!status) return 'primary';
  const key = normaliseStatus(status);
  if (SECONDARY.has(key)) return 'secondary';
  if (WARNING.has(key) || key.startsWith('pending')) return 'warning';
  if (SUCCESS.has(key)) return 'success';
  if (INFO.has(key)) return 'info';
  if (DANGER.has(key)) return 'danger';
  return 'primary';
};

/** Mantine's palette names for the semantic colours. */
export const STATUS_COLOR_TO_MANTINE = {
  secondary: 'gray',
  warning: 'yellow',
  success: 'green',
  info: 'cyan',
  danger: 'red',
  primary: 'blue',
} as const satisfies Record<StatusColor, string>;
export type StatusMantineColor = (typeof STATUS_COLOR_TO_MANTINE)[StatusColor];

export const statusMantineColor = (status: string | null | undefined): StatusMantineColor =>
  STATUS_COLOR_TO_MANTINE[statusColor(status)];
