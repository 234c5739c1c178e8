import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { resendConfirmationEmail, sendPasswordResetEmail } from './account.service';

const emailPayload = z.object({ email: z.string() });

/**
 * The account lookups behind "the same answer whatever the account": the request only enqueues, and these
 * jobs find the account and send the e-mail when there is one.
 */
export function registerAccountJobs(app: FastifyInstance): void {
  app.jobs.register('password-reset-request', {
    payload: emailPayload,
    handler: async ({ email }, { db }) => sendPasswordResetEmail(app, email, db),
  });
  app.jobs.register('confirmation-resend', {
    payload: emailPayload,
    handler: async ({ email }, { db }) => resendConfirmationEmail(app, email, db),
  });
}
