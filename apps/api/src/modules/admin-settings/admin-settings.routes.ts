import { dataEnvelope, platformSettingsSchema, settingsUpdateRequestSchema } from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { adminActorOf, adminRoute } from '../../plugins/admin-route';
import type { SettingsPatch } from '../settings';
import { changeSettings, readSettings } from './admin-settings.service';

/**
 * Platform settings for the admin console: maintenance mode, sign-ups, password policy and expiry, idle timeout,
 * phone verification, registration fee. Every process reads them per request, so a change applies at once.
 */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/settings',
    adminRoute({
      summary: 'Every platform setting',
      response: { 200: dataEnvelope(platformSettingsSchema) },
    }),
    async () => ({ data: await readSettings(app) }),
  );

  app.put(
    '/admin/settings',
    adminRoute({
      summary: 'Change some settings (any groups, any fields); the change is written to the audit log',
      body: settingsUpdateRequestSchema,
      response: { 200: dataEnvelope(platformSettingsSchema) },
    }),
    async (request) => {
      const actor = adminActorOf(request);
      const patch: SettingsPatch = request.body;
      const data = await changeSettings(app, actor, patch);
      request.log.info(
        { event: 'settings_changed', userId: actor.id, groups: Object.keys(patch) },
        'platform settings changed',
      );
      return { data };
    },
  );
};
