import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { PaymentGateway } from '../../core/payments/payment-gateway';
import { PaystackGateway } from '../../core/payments/paystack-gateway';
import { SandboxGateway } from '../../core/payments/sandbox-gateway';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentGateway;
  }
}

/** Decorates app.payments with the configured gateway. */
export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const gateway: PaymentGateway =
      config.PAYMENT_PROVIDER === 'paystack' && config.PAYSTACK_SECRET_KEY
        ? new PaystackGateway(config.PAYSTACK_SECRET_KEY, config.PAYSTACK_BASE_URL)
        : new SandboxGateway(app.db, config.PUBLIC_URL);
    app.decorate('payments', gateway);
  },
  { name: 'hireway-payments' },
);
