import { dataEnvelope, errorBodySchema, platformSettingsSchema, settingsUpdateRequestSchema } from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { requireActor } from '../../plugins/auth';
import type { SettingsPatch } from '../settings';
import { changeSettings, readSettings } from './admin-settings.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/**
 * Platform settings for the admin console: maintenance mode, sign-ups, password policy and expiry, idle timeout,
 * phone verification, registration fee. Every process reads them per request, so a change applies at once.
 */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { permissions: ['read:AdminRoute'] as const, maintenance: 'allow' as const };

  app.get(
    '/admin/settings',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Every platform setting',
        response: { 200: dataEnvelope(platformSettingsSchema), ...errors },
      },
    },
    async () => ({ data: await readSettings(app) }),
  );

  app.put(
    '/admin/settings',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Change some settings (any groups, any fields); the change is written to the audit log',
        body: settingsUpdateRequestSchema,
        response: { 200: dataEnvelope(platformSettingsSchema), ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const patch: SettingsPatch = request.body;
      const data = await changeSettings(app, { id: actor.user.id, ip: request.ip }, patch);
      request.log.info(
        { event: 'settings_changed', userId: actor.user.id, groups: Object.keys(patch) },
        'platform settings changed',
      );
      return { data };
    },
  );
};
