import {
  dataEnvelope,
  messageSchema,
  mfaActivateRequestSchema,
  mfaAuthenticateRequestSchema,
  mfaDeactivateRequestSchema,
  mfaDeactivateSchema,
  mfaEnrollRequestSchema,
  mfaEnrollResponseSchema,
  mfaRecoveryRequestSchema,
  mfaVerifyPasswordResetSchema,
  recoveryCodesResponseSchema,
  resetTokenResponseSchema,
  sessionSchema,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { errorResponses } from '../../plugins/route-config';
import { AppError } from '../../core/errors';
import { requireActor } from '../../plugins/auth';
import { deviceCookie, signInClient } from '../sessions';
import {
  activate,
  authenticate,
  deactivate,
  enroll,
  recoverWithCode,
  regenerateRecoveryCodes,
  requestDeactivation,
  sendEmailCode,
  verifyPasswordReset,
} from './mfa.service';

const errors = errorResponses(400, 401, 403, 409, 429);
const message = { 200: dataEnvelope(messageSchema), ...errors };

/** TOTP multi-factor login (RFC 6238), recovery codes, and MFA-protected password resets. */
export const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/mfa/enroll',
    {
      config: { purposes: ['web', 'mfa'] },
      schema: {
        tags: ['mfa'],
        summary: 'Start setting up an authenticator app (password required): the secret and its QR code',
        body: mfaEnrollRequestSchema,
        response: { 200: dataEnvelope(mfaEnrollResponseSchema), ...errors },
      },
    },
    async (request) => ({ data: await enroll(app, requireActor(request).user, request.body.password) }),
  );

  app.post(
    '/mfa/activate',
    {
      config: { purposes: ['web', 'mfa'] },
      schema: {
        tags: ['mfa'],
        summary: "Turn MFA on with the app's first code; answers with 10 recovery codes, shown once",
        body: mfaActivateRequestSchema,
        response: { 200: dataEnvelope(recoveryCodesResponseSchema), ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return { data: { recovery_codes: await activate(app, actor.user, actor.token, request.body.code) } };
    },
  );

  app.post(
    '/mfa/authenticate',
    {
      config: { purposes: ['mfa'], maintenance: 'allow' },
      schema: {
        tags: ['mfa'],
        summary: 'The second step of login (bearer: the MFA token): a code from the app or the e-mailed code',
        body: mfaAuthenticateRequestSchema,
        response: { 200: dataEnvelope(sessionSchema), ...errors },
      },
    },
    async (request, reply) => {
      const client = signInClient(request);
      const data = await authenticate(
        app,
        requireActor(request).token,
        request.body.code,
        client,
        await request.settings(),
      );
      void reply.header('set-cookie', deviceCookie(app.config, client.deviceId));
      return { data };
    },
  );

  app.post(
    '/mfa/otp/resend',
    {
      config: { purposes: ['mfa'], maintenance: 'allow' },
      schema: { tags: ['mfa'], summary: 'E-mail a one-time code as the alternative second factor', response: message },
    },
    async (request) => {
      await sendEmailCode(app, requireActor(request).token);
      return { data: { message: 'A code is on its way to your e-mail address' } };
    },
  );

  app.post(
    '/mfa/account/recovery',
    {
      config: { purposes: ['mfa', 'web'], maintenance: 'allow' },
      schema: {
        tags: ['mfa'],
        summary:
          'With an MFA token and a recovery code: log in without the device. With a web token and the password: 10 new recovery codes',
        body: mfaRecoveryRequestSchema,
        response: { 200: dataEnvelope(z.union([sessionSchema, recoveryCodesResponseSchema])), ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const body = request.body;
      if (actor.token.purpose === 'mfa' && 'recovery_code' in body) {
        const client = signInClient(request);
        const data = await recoverWithCode(app, actor.token, body.recovery_code, client, await request.settings());
        void reply.header('set-cookie', deviceCookie(app.config, client.deviceId));
        return { data };
      }
      if (actor.token.purpose === 'web' && 'password' in body) {
        return { data: { recovery_codes: await regenerateRecoveryCodes(app, actor.user, body.password) } };
      }
      throw new AppError('bad_request', 'Send a recovery_code while logging in, or your password to get new codes');
    },
  );

  app.post(
    '/mfa/deactivate-request',
    {
      schema: {
        tags: ['mfa'],
        summary: 'Ask to turn MFA off (password required): a confirmation code is e-mailed',
        body: mfaDeactivateRequestSchema,
        response: message,
      },
    },
    async (request) => {
      await requestDeactivation(app, requireActor(request).user, request.body.password);
      return { data: { message: 'A confirmation code is on its way to your e-mail address' } };
    },
  );

  app.post(
    '/mfa/deactivate',
    {
      schema: {
        tags: ['mfa'],
        summary: 'Turn MFA off with the e-mailed code',
        body: mfaDeactivateSchema,
        response: message,
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await deactivate(app, actor.user, actor.token, request.body.code);
      return { data: { message: 'Two-factor authentication is off' } };
    },
  );

  app.post(
    '/mfa/verify-password-reset-request',
    {
      config: { purposes: ['reset'], maintenance: 'allow' },
      schema: {
        tags: ['mfa'],
        summary: "Prove the second factor before resetting an MFA account's password; answers with a new reset token",
        body: mfaVerifyPasswordResetSchema,
        response: { 200: dataEnvelope(resetTokenResponseSchema), ...errors },
      },
    },
    async (request) => ({ data: await verifyPasswordReset(app, requireActor(request).token, request.body.code) }),
  );
};
