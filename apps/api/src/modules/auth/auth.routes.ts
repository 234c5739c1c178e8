import {
  checkResponseSchema,
  dataEnvelope,
  errorBodySchema,
  loginRequestSchema,
  loginResponseSchema,
  messageSchema,
  REGISTER_ACCEPTED_MESSAGE,
  registerRequestSchema,
  registerResponseSchema,
  registrationSettingsResponseSchema,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { errorResponses } from '../../plugins/route-config';
import { clientInfo } from '../../core/client-info';
import { requireActor } from '../../plugins/auth';
import { login, register } from './auth.service';
import { deviceCookie, presentUser, revokeToken, signInClient } from '../sessions';

const errors = errorResponses(400, 401, 403, 409, 422, 429);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/registration/settings',
    {
      config: { auth: 'public', maintenance: 'allow' },
      schema: {
        tags: ['auth'],
        summary: 'Whether sign-ups are open, and the password policy a new password must meet',
        response: { 200: dataEnvelope(registrationSettingsResponseSchema) },
      },
    },
    async (request) => {
      const settings = await request.settings();
      return {
        data: {
          sign_ups_disabled: settings.registration_settings.sign_ups_disabled,
          password_complexity_settings: settings.password_complexity_settings,
        },
      };
    },
  );

  app.post(
    '/auth/register',
    {
      config: { auth: 'public', multipart: {} },
      schema: {
        tags: ['auth'],
        summary:
          'Create a seeker or provider account (JSON or multipart/form-data). The same 202 answer whether or not the ' +
          'address already has an account (its owner is e-mailed instead); no session: log in next',
        consumes: ['application/json', 'multipart/form-data'],
        body: registerRequestSchema,
        response: { 202: dataEnvelope(registerResponseSchema), ...errors },
      },
    },
    async (request, reply) => {
      await register(app, request.body, clientInfo(request), await request.settings());
      return reply.status(202).send({ data: { message: REGISTER_ACCEPTED_MESSAGE } });
    },
  );

  app.post(
    '/auth/login',
    {
      config: { auth: 'public', maintenance: 'allow' },
      schema: {
        tags: ['auth'],
        summary:
          'Log in with e-mail and password. A completed sign-in sets the HttpOnly `hireway_device` cookie; from a ' +
          'device the account has not used before, the owner is e-mailed',
        body: loginRequestSchema,
        response: { 200: dataEnvelope(loginResponseSchema), ...errors },
      },
    },
    async (request, reply) => {
      const client = signInClient(request);
      const data = await login(app, request.body.email, request.body.password, client, await request.settings());
      // A completed sign-in (not an MFA challenge) keeps the device cookie that recognises this browser next time.
      if ('access_token' in data) void reply.header('set-cookie', deviceCookie(app.config, client.deviceId));
      return { data };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { maintenance: 'allow' },
      schema: {
        tags: ['auth'],
        summary: 'End this session: the access token stops working at once',
        response: { 200: dataEnvelope(messageSchema), 401: errorBodySchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await revokeToken(app.db, actor.token.id);
      app.realtime.disconnectSession(actor.token.id);
      request.log.info({ event: 'logout', userId: actor.user.id }, 'logged out');
      return { data: { message: 'You have been logged out' } };
    },
  );

  app.post(
    '/auth/check',
    {
      config: { purposes: ['web', 'reset', 'confirm'], maintenance: 'allow' },
      schema: {
        tags: ['auth'],
        summary: 'Is this token valid? Answers with the current user and settings (401 when it is not)',
        response: { 200: dataEnvelope(checkResponseSchema), 401: errorBodySchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const settings = await request.settings();
      // Reset and confirm tokens prove only that the link is valid; they get no user data.
      const { token } = actor;
      if (token.purpose !== 'web') {
        const purpose: 'reset' | 'confirm' = token.purpose === 'reset' ? 'reset' : 'confirm';
        const mfaRequired = purpose === 'reset' && actor.user.mfa_enabled === 1 && token.mfa_verified !== 1;
        return {
          data: {
            authorized: true,
            user: null,
            settings,
            client_group: null,
            token: { purpose, mfa_required: mfaRequired },
          },
        };
      }
      const user = await presentUser(app.db, actor.user, settings);
      return { data: { authorized: true, user, settings, client_group: actor.user.user_group, token: null } };
    },
  );
};
