import {
  type AdminPayment,
  type AdminPaymentListResponse,
  type adminPaymentListQuerySchema,
  PAYMENT_EXPORT_MAX_ROWS,
} from '@hireway/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import { offsetAnswer } from '../../db/paging';
import { userRef } from '../admin-logs';
import { type AuditActor, auditAdminChange } from '../audit';
import { toPaymentDto } from '../payments';
import { type AdminPaymentRow, findPayments, type PaymentFilter } from './admin-payments.repository';
import { csvLine } from './csv';

type PaymentListQuery = z.output<typeof adminPaymentListQuerySchema>;

const toAdminPayment = (row: AdminPaymentRow): AdminPayment => ({ ...toPaymentDto(row), user: userRef(row) });

const CSV_HEADER = [
  'created_at',
  'paid_at',
  'reference',
  'status',
  'amount',
  'currency',
  'provider',
  'purpose',
  'user_email',
  'user_name',
];

/** Minor units as a decimal amount (every fee currency has two decimals). */
const decimal = (minor: number): string => (minor / 100).toFixed(2);

export async function listPayments(app: FastifyInstance, query: PaymentListQuery): Promise<AdminPaymentListResponse> {
  const { page: _page, per_page: _perPage, ...filter } = query;
  return offsetAnswer(
    query,
    (window) => findPayments(app.db, filter, window),
    (rows) => rows.map(toAdminPayment),
  );
}

/**
 * The filtered payments as CSV lines (header first, at most PAYMENT_EXPORT_MAX_ROWS rows). An export carries
 * personal data out of the system: who took which rows is audited.
 */
export async function exportPayments(
  app: FastifyInstance,
  actor: AuditActor,
  filter: PaymentFilter,
): Promise<{ lines: string[]; rows: number }> {
  const { rows } = await findPayments(app.db, filter, { limit: PAYMENT_EXPORT_MAX_ROWS, offset: 0 });
  const lines = [csvLine(CSV_HEADER)];
  for (const row of rows) {
    const payment = toAdminPayment(row);
    lines.push(
      csvLine([
        payment.created_at,
        payment.paid_at,
        payment.reference,
        payment.status,
        decimal(payment.amount),
        payment.currency,
        payment.provider,
        payment.purpose,
        payment.user.email,
        payment.user.name,
      ]),
    );
  }
  await auditAdminChange(app.db, actor, {
    action: 'payments.export',
    entity: 'payments',
    after: { filters: filter, rows: rows.length },
  });
  return { lines, rows: rows.length };
}
