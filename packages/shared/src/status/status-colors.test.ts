import { describe, expect, it } from 'vitest';

import { STATUS_COLOR_TO_MANTINE, statusColor, statusMantineColor } from './status-colors';
import type { StatusColor } from './status-colors';

const cases: Record<StatusColor, string[]> = {
  secondary: ['draft'],
  warning: [
    'pending',
    'flagged',
    'submitted',
    'pending_email',
    'pending_sms',
    'pending_docs_verification',
    'inactive',
    'pending_review',
    'resignation_requested',
    'unpaid',
    'scheduled',
    'shortlisted',
  ],
  success: ['approved', 'paid', 'active', 'open', 'delivered', 'confirmed', 'completed', 'live', 'accepted', 'low'],
  info: ['archive'],
  danger: [
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
  ],
  primary: ['responded', 'medium', 'something-new', 'archived', ''],
};

const rows = Object.entries(cases).flatMap(([color, statuses]) => statuses.map((s) => [s, color] as const));

describe('statusColor', () => {
  it.each(rows)('%j → %s', (status, color) => {
    expect(statusColor(status)).toBe(color);
  });

  it.each([
    ['DRAFT', 'secondary'],
    ['Pending Email', 'warning'],
    ['pending-sms', 'warning'],
    ['  Approved ', 'success'],
    ['ARCHIVE', 'info'],
    ['Cancelled', 'danger'],
  ])('is case- and separator-insensitive: %j → %s', (status, color) => {
    expect(statusColor(status)).toBe(color);
  });

  it.each([null, undefined])('%s → primary', (status) => {
    expect(statusColor(status)).toBe('primary');
  });
});

describe('STATUS_COLOR_TO_MANTINE', () => {
  it.each([
    ['secondary', 'gray'],
    ['warning', 'yellow'],
    ['success', 'green'],
    ['info', 'cyan'],
    ['danger', 'red'],
    ['primary', 'blue'],
  ] as const)('%s → %s', (semantic, mantine) => {
    expect(STATUS_COLOR_TO_MANTINE[semantic]).toBe(mantine);
  });

  it.each([
    ['live', 'green'],
    ['rejected', 'red'],
    ['mystery', 'blue'],
  ])('statusMantineColor(%j) → %s', (status, mantine) => {
    expect(statusMantineColor(status)).toBe(mantine);
  });
});
