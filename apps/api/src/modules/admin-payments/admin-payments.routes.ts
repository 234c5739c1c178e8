import {
  adminPaymentExportQuerySchema,
  adminPaymentListQuerySchema,
  adminPaymentListResponseSchema,
  errorBodySchema,
  PAYMENT_EXPORT_MAX_ROWS,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { requireActor } from '../../plugins/auth';
import { exportPayments, listPayments } from './admin-payments.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

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
    async (request) => listPayments(app, request.query),
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
      const { lines, rows } = await exportPayments(app, { id: actor.user.id, ip: request.ip }, request.query);
      request.log.info({ event: 'payments_exported', userId: actor.user.id, rows }, 'payments exported');
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="hireway-payments-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(`\uFEFF${lines.join('')}`);
    },
  );
};
