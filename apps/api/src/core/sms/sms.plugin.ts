import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createSmsSender, type SmsSender } from './sms-sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** Twilio when configured, otherwise the outbox; send through sendSms, which enforces the daily caps. */
    sms: SmsSender;
  }
}

/** Decorates app.sms. Needs app.config; a half-done Twilio configuration stops the start. */
export const smsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('sms', createSmsSender(app.config, app.log));
  },
  { name: 'sms' },
);
