import { dataEnvelope, errorBodySchema } from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { unsafeListOutboxSms } from '../../core/sms/sms.repository';

const OUTBOX_PAGE = 50;

const smsOutboxQuerySchema = z.strictObject({
  /** A '+' left unencoded in a query string arrives as a space: '?to=+49…' and '?to=49…' both work. */
  to: z
    .string()
    .trim()
    .max(32)
    .transform((value) => value.replace(/[\s\-.()]/g, '').replace(/^(?=\d)/, '+'))
    .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, 'Enter the number in international format, e.g. +4915112345678'))
    .optional(),
});

const smsOutboxMessageSchema = z.object({
  id: z.string(),
  to_number: z.string(),
  body: z.string(),
  created_at: z.string(),
});

/**
 * The dev SMS outbox: the newest text messages, codes included, so a developer can finish a phone
 * verification without a provider. Never registered in production (and refuses to be).
 */
export const devSmsRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.isProduction) throw new Error('devSmsRoutes must not be registered in production');

  app.get(
    '/dev/outbox/sms',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['dev'],
        summary: 'Development only: the newest text messages in the SMS outbox, optionally to one number',
        querystring: smsOutboxQuerySchema,
        response: { 200: dataEnvelope(z.array(smsOutboxMessageSchema)), 400: errorBodySchema },
      },
    },
    async (request) => ({
      data: await unsafeListOutboxSms(app.db, { toNumber: request.query.to, limit: OUTBOX_PAGE }),
    }),
  );
};
