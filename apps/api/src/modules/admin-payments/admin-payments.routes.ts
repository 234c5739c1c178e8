import {
  adminPaymentExportQuerySchema,
  adminPaymentListQuerySchema,
  adminPaymentListResponseSchema,
  PAYMENT_EXPORT_MAX_ROWS,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { adminActorOf, adminRoute } from '../../plugins/admin-route';
import { exportPayments, listPayments } from './admin-payments.service';

/** The payment ledger for admins: a filtered list and the same filters as a CSV download. */
export const adminPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/payments',
    adminRoute({
      summary: 'Payments, newest first; filter by status, payer e-mail or reference, and days (from/to, UTC)',
      querystring: adminPaymentListQuerySchema,
      response: { 200: adminPaymentListResponseSchema },
    }),
    async (request) => listPayments(app, request.query),
  );

  app.get(
    '/admin/payments/export',
    adminRoute({
      summary: `The filtered payments as CSV (text/csv, at most ${PAYMENT_EXPORT_MAX_ROWS} rows; formula-safe cells)`,
      // A CSV body, not JSON: no response schema (errors still leave as `{ message, code }`).
      querystring: adminPaymentExportQuerySchema,
    }),
    async (request, reply) => {
      const actor = adminActorOf(request);
      const { lines, rows } = await exportPayments(app, actor, request.query);
      request.log.info({ event: 'payments_exported', userId: actor.id, rows }, 'payments exported');
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="hireway-payments-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(`\uFEFF${lines.join('')}`);
    },
  );
};
