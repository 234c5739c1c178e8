import {
  type AdminPayment,
  adminPaymentExportQuerySchema,
  adminPaymentListQuerySchema,
  adminPaymentListResponseSchema,
  errorBodySchema,
  PAYMENT_EXPORT_MAX_ROWS,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { offsetWindow, pageMeta } from '../../db/paging';
import { requireActor } from '../../plugins/auth';
import { recordAudit } from '../audit';
import { userRef } from '../admin-logs';
import { type AdminPaymentRow, findPayments } from './admin-payments.repository';
import { csvLine } from './csv';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

const toAdminPayment = (row: AdminPaymentRow): AdminPayment => ({
  id: row.id,
  reference: row.reference,
  purpose: row.purpose,
  provider: row.provider,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  paid_at: row.paid_at,
  created_at: row.created_at,
  user: userRef(row),
});

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

/** The payment ledger for admins: a filtered list and the same filters as a CSV download. */
export const adminPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { permissions: ['read:AdminRoute'] as const, maintenance: 'allow' as const };

  app.get(
    '/admin/payments',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Payments, newest first; filter by status, payer e-mail or reference, and days (from/to, UTC)',
        querystring: adminPaymentListQuerySchema,
        response: { 200: adminPaymentListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, per_page: perPage, ...filter } = request.query;
      const { rows, total } = await findPayments(app.db, filter, offsetWindow(page, perPage));
      return { data: rows.map(toAdminPayment), meta: pageMeta(page, perPage, total) };
    },
  );

  app.get(
    '/admin/payments/export',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: `The filtered payments as CSV (text/csv, at most ${PAYMENT_EXPORT_MAX_ROWS} rows; formula-safe cells)`,
        // A CSV body, not JSON: no response schema (errors still leave as `{ message, code }`).
        querystring: adminPaymentExportQuerySchema,
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { rows } = await findPayments(app.db, request.query, { limit: PAYMENT_EXPORT_MAX_ROWS, offset: 0 });
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
      // An export carries personal data out of the system: who took which rows is audited.
      await recordAudit(app.db, {
        actorId: actor.user.id,
        action: 'payments.export',
        entity: 'payments',
        after: { filters: request.query, rows: rows.length },
        ip: request.ip,
      });
      request.log.info({ event: 'payments_exported', userId: actor.user.id, rows: rows.length }, 'payments exported');
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="hireway-payments-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(`\uFEFF${lines.join('')}`);
    },
  );
};
