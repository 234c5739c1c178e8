import type { PaymentLedgerStatus } from '@hireway/shared';

import type { Executor } from '../../db/database';
import { newestFirstOffsetPage, type OffsetWindow } from '../../db/paging';
import { dayBounds, ilike, likePattern } from '../admin-logs';

export interface PaymentFilter {
  status?: PaymentLedgerStatus | undefined;
  /** Part of the payer's e-mail or of the reference. */
  user?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const filtered = (db: Executor, filter: PaymentFilter) => {
  const { start, end } = dayBounds(filter.from, filter.to);
  let query = db.selectFrom('payments').innerJoin('users', 'users.id', 'payments.user_id');
  if (filter.status) query = query.where('payments.status', '=', filter.status);
  if (filter.user) {
    const pattern = likePattern(filter.user, 'contains');
    query = query.where((eb) => eb.or([ilike('users.email', pattern), ilike('payments.reference', pattern)]));
  }
  if (start) query = query.where('payments.created_at', '>=', start);
  if (end) query = query.where('payments.created_at', '<', end);
  return query;
};

/** Payments, newest first, with their payer; `page` null reads every match (the CSV export, capped by `cap`). */
export const findPayments = (db: Executor, filter: PaymentFilter, page: OffsetWindow) =>
  newestFirstOffsetPage(filtered(db, filter), page, ['payments.created_at', 'payments.id'], (query) =>
    query.select([
      'payments.id',
      'payments.reference',
      'payments.purpose',
      'payments.provider',
      'payments.amount',
      'payments.currency',
      'payments.status',
      'payments.paid_at',
      'payments.created_at',
      'payments.user_id',
      'users.email as user_email',
      'users.first_name as user_first_name',
      'users.last_name as user_last_name',
    ]),
  );

export type AdminPaymentRow = Awaited<ReturnType<typeof findPayments>>['rows'][number];
