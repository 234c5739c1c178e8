import { dataEnvelope, messageSchema } from '@hireway/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

import { AppError } from '../../core/errors';
import { PaystackGateway } from '../../core/payments/paystack-gateway';
import { findUserById } from '../users';
import { insertPaymentEvent, unsafeFindPaymentByReference } from './payments.repository';
import { settlePayment } from './payments.service';

const eventSchema = z.object({ event: z.string(), data: z.object({ reference: z.string() }).loose() }).loose();

/**
 * POST /payments/paystack/webhook: the signature is checked on the raw body; the event only tells us which
 * reference to verify — the credit itself always comes from the verify API (PAY-02).
 */
export const paystackWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/payments/paystack/webhook',
    {
      config: { auth: 'public', maintenance: 'allow', rateLimit: false },
      schema: {
        tags: ['payments'],
        summary: 'Paystack webhook (x-paystack-signature: HMAC-SHA512 of the body)',
        response: { 200: dataEnvelope(messageSchema) },
      },
    },
    async (request) => {
      const gateway = app.payments;
      const raw = request.body;
      const signature = request.headers['x-paystack-signature'];
      if (
        !(gateway instanceof PaystackGateway) ||
        !Buffer.isBuffer(raw) ||
        !gateway.isValidSignature(raw, typeof signature === 'string' ? signature : undefined)
      ) {
        await insertPaymentEvent(app.db, {
          payment_id: null,
          reference: null,
          source: 'webhook',
          outcome: 'bad_signature',
          ip: request.ip,
          payload: null,
        });
        throw new AppError('unauthenticated', 'The webhook signature is not valid');
      }
      let parsed: z.infer<typeof eventSchema>;
      try {
        parsed = eventSchema.parse(JSON.parse(raw.toString('utf8')));
      } catch {
        throw new AppError('bad_request', 'The webhook body is not a Paystack event');
      }
      const payment = await unsafeFindPaymentByReference(app.db, parsed.data.reference);
      if (!payment || parsed.event !== 'charge.success') {
        await insertPaymentEvent(app.db, {
          payment_id: payment?.id ?? null,
          reference: parsed.data.reference.slice(0, 80),
          source: 'webhook',
          outcome: payment ? `ignored:${parsed.event}`.slice(0, 40) : 'unknown_reference',
          ip: request.ip,
          payload: raw.toString('utf8').slice(0, 4000),
        });
        return { data: { message: 'Ignored' } };
      }
      await settlePayment(app, payment, {
        source: 'webhook',
        ip: request.ip,
        user: await findUserById(app.db, payment.user_id),
      });
      return { data: { message: 'Processed' } };
    },
  );
};
