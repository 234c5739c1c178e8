import { LANGUAGES } from '@hireway/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import type { Executor } from '../../db/database';
import { PermanentJobError, type EnqueueOptions, type JobRunner } from '../../jobs/job-runner';
import type { Mailer } from './mailer';
import { emailTemplateParamSchemas, renderEmail, type EmailTemplate, type EmailTemplateParamsInput } from './templates';

export const SEND_EMAIL_JOB = 'send-email';

const variant = <T extends EmailTemplate>(template: T) =>
  z.object({
    to: z.email().max(254),
    language: z.enum(LANGUAGES),
    template: z.literal(template),
    params: emailTemplateParamSchemas[template],
  });

/** One variant per template, so the params are checked against the template named. */
export const sendEmailPayloadSchema = z.discriminatedUnion('template', [
  variant('confirm-email'),
  variant('password-reset'),
  variant('password-changed'),
  variant('mfa-otp'),
  variant('mfa-deactivate-code'),
  variant('mfa-failed-attempts'),
  variant('recovery-code-used'),
  variant('account-exists'),
  variant('mfa-enabled'),
  variant('mfa-disabled'),
  variant('mfa-reset'),
  variant('account-suspended'),
  variant('new-device-sign-in'),
  variant('email-changed'),
  variant('payment-receipt'),
  variant('provider-approved'),
  variant('provider-declined'),
  variant('support-reply'),
  variant('application-accepted'),
  variant('application-rejected'),
  variant('interview-invitation'),
  variant('documents-requested'),
  variant('employment-started'),
  variant('employment-terminated'),
]);

export type SendEmailPayload = z.input<typeof sendEmailPayloadSchema>;

/** The server refused the recipient or the message for good (5xx): sending it again would get the same answer. */
function isPermanentRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { permanent, code } = error as { permanent?: unknown; code?: unknown };
  return permanent === true && (code === 'EENVELOPE' || code === 'EMESSAGE');
}

/** Registers `send-email`: renders the template in the recipient's language and sends it with `mailer`. */
export function registerEmailJob(runner: JobRunner, mailer: Mailer): void {
  runner.register(SEND_EMAIL_JOB, {
    payload: sendEmailPayloadSchema,
    handler: async (payload) => {
      const email = renderEmail(payload.template, payload.language, payload.params);
      try {
        await mailer.send({ to: payload.to, ...email, template: payload.template });
      } catch (error) {
        if (isPermanentRejection(error)) {
          throw new PermanentJobError('The mail server refused this message for good', { cause: error });
        }
        throw error;
      }
    },
  });
}

/**
 * Enqueues an e-mail with the caller's executor: pass the transaction of the change the e-mail reports, so the
 * e-mail is sent only if that change commits. Returns the job id.
 */
export function enqueueEmail(
  app: FastifyInstance,
  executor: Executor,
  payload: SendEmailPayload,
  options?: EnqueueOptions,
): Promise<string> {
  return app.jobs.enqueue(executor, SEND_EMAIL_JOB, payload, options);
}

/** An account holder as an e-mail needs them: address, language and names. */
export interface EmailRecipient {
  email: string;
  language: SendEmailPayload['language'];
  first_name: string;
  last_name: string;
}

/** A template's params but the greeting's name, which the recipient gives. */
type ParamsBesideName<T extends EmailTemplate> = Omit<EmailTemplateParamsInput[T], 'name'>;

/**
 * Enqueues an e-mail to an account holder, in their language, greeting them by their full name; the template's other
 * params are passed (where it has any). Same executor rule as enqueueEmail.
 */
export function emailAccountHolder<T extends EmailTemplate>(
  app: FastifyInstance,
  executor: Executor,
  user: EmailRecipient,
  template: T,
  ...[params]: Record<string, never> extends ParamsBesideName<T> ? [] : [params: ParamsBesideName<T>]
): Promise<string> {
  const name = `${user.first_name} ${user.last_name}`.trim();
  // The discriminated union cannot follow T through the spread: the payload schema checks it when the job runs.
  const payload = { to: user.email, template, language: user.language, params: { name, ...params } };
  return enqueueEmail(app, executor, payload as SendEmailPayload);
}
