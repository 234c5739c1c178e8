import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  confirmationResendRequestSchema,
  confirmPhoneRequestSchema,
  dataEnvelope,
  errorBodySchema,
  messageSchema,
  passwordResetRequestSchema,
  phoneVerificationRequestResponseSchema,
  resetPasswordRequestSchema,
  restoreEmailRequestSchema,
  restoreEmailResponseSchema,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { errorResponses } from '../../plugins/route-config';
import { clientInfo } from '../../core/client-info';
import { requireActor } from '../../plugins/auth';
import {
  changePassword,
  confirmEmail,
  confirmPhone,
  requestEmailLink,
  requestPhoneVerification,
  resetPassword,
} from './account.service';
import { changeEmail, restoreEmail } from './email-change.service';

const errors = errorResponses(400, 401, 403, 409, 422, 429);
const message = { 200: dataEnvelope(messageSchema), ...errors };

/** E-mail confirmation, password reset and change, phone verification. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/confirm-email',
    {
      config: { purposes: ['confirm'] },
      schema: {
        tags: ['account'],
        summary: 'Confirm the e-mail address (bearer: the token from the e-mailed link)',
        response: message,
      },
    },
    async (request) => {
      await confirmEmail(app, requireActor(request).token);
      return { data: { message: 'Your e-mail address is confirmed' } };
    },
  );

  app.post(
    '/auth/account/confirmation/resend',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['account'],
        summary: 'Send a new confirmation link (the same answer whether or not the account exists)',
        body: confirmationResendRequestSchema,
        response: message,
      },
    },
    async (request) => {
      await requestEmailLink(app, 'confirmation', request.body.email, clientInfo(request));
      return { data: { message: 'If this address has an account waiting for confirmation, a new link is on its way' } };
    },
  );

  app.post(
    '/auth/request-password-reset',
    {
      config: { auth: 'public', maintenance: 'allow' },
      schema: {
        tags: ['account'],
        summary: 'E-mail a password reset link (the same answer, in the same time, whether or not the account exists)',
        body: passwordResetRequestSchema,
        response: message,
      },
    },
    async (request) => {
      await requestEmailLink(app, 'password-reset', request.body.email, clientInfo(request));
      return { data: { message: 'If an account uses this address, a reset link is on its way' } };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { purposes: ['reset'], maintenance: 'allow' },
      schema: {
        tags: ['account'],
        summary: 'Set a new password (bearer: the reset token); every session ends',
        body: resetPasswordRequestSchema,
        response: message,
      },
    },
    async (request) => {
      await resetPassword(app, requireActor(request).token, request.body.password, await request.settings());
      return { data: { message: 'Your password has been changed. Log in with the new one.' } };
    },
  );

  app.post(
    '/auth/password/change',
    {
      schema: {
        tags: ['account'],
        summary: 'Change the password (current password required); other sessions end and a notice is e-mailed',
        body: changePasswordRequestSchema,
        response: message,
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await changePassword(app, actor.user, actor.token, request.body, await request.settings());
      return { data: { message: 'Your password has been changed' } };
    },
  );

  app.post(
    '/auth/email/change',
    {
      schema: {
        tags: ['account'],
        summary:
          'Change the e-mail address (current password required); the new one is to be confirmed, the old one gets an undo link',
        body: changeEmailRequestSchema,
        response: message,
      },
    },
    async (request) => {
      await changeEmail(app, requireActor(request).user, request.body);
      return { data: { message: 'Your e-mail address has been changed. Confirm it with the link we sent to it.' } };
    },
  );

  app.post(
    '/auth/email/restore',
    {
      config: { auth: 'public', maintenance: 'allow' },
      schema: {
        tags: ['account'],
        summary: 'Undo an e-mail change with the link sent to the old address: restores it and signs out every session',
        body: restoreEmailRequestSchema,
        response: { 200: dataEnvelope(restoreEmailResponseSchema), ...errors, 410: errorBodySchema },
      },
    },
    async (request) => ({ data: await restoreEmail(app, request.body.token) }),
  );

  app.post(
    '/auth/request-phone-verification',
    {
      schema: {
        tags: ['account'],
        summary: 'Text a 6-digit code to the account phone; answers with the phone token that confirms it',
        response: { 200: dataEnvelope(phoneVerificationRequestResponseSchema), ...errors },
      },
    },
    async (request) => ({ data: await requestPhoneVerification(app, requireActor(request).user) }),
  );

  app.post(
    '/auth/confirm-phone',
    {
      config: { purposes: ['phone'] },
      schema: {
        tags: ['account'],
        summary: 'Confirm the phone with the texted code (bearer: the phone token)',
        body: confirmPhoneRequestSchema,
        response: message,
      },
    },
    async (request) => {
      await confirmPhone(app, requireActor(request).token, request.body.code);
      return { data: { message: 'Your phone number is verified' } };
    },
  );
};
