import {
  dataEnvelope,
  errorBodySchema,
  paymentInitResponseSchema,
  paymentVerifyQuerySchema,
  paymentVerifyResponseSchema,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { requireActor } from '../../plugins/auth';
import { toPaymentDto } from './payments.presenter';
import { initRegistrationFee, verifyRegistrationFee } from './payments.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  503: errorBodySchema,
};

/** The seeker's one-time registration fee. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/onboarding/payment/init',
    {
      config: { permissions: ['read:SeekerRoute'] },
      schema: {
        tags: ['payments'],
        summary: 'Start paying the registration fee: a checkout URL for the amount and currency in settings',
        // No amount or currency is accepted from the client (PAY-04); an empty body or none at all.
        body: z.strictObject({}).nullish(),
        response: { 200: dataEnvelope(paymentInitResponseSchema), ...errors },
      },
    },
    async (request) => ({ data: await initRegistrationFee(app, requireActor(request).user, await request.settings()) }),
  );

  app.get(
    '/auth/onboarding/payment/verify',
    {
      config: { permissions: ['read:SeekerRoute'] },
      schema: {
        tags: ['payments'],
        summary: 'Check a payment with the gateway and credit it once (safe to call any number of times)',
        querystring: paymentVerifyQuerySchema,
        response: { 200: dataEnvelope(paymentVerifyResponseSchema), ...errors },
      },
    },
    async (request) => {
      const payment = await verifyRegistrationFee(app, requireActor(request).user, request.query.reference, request.ip);
      return { data: { payment: toPaymentDto(payment) } };
    },
  );
};
