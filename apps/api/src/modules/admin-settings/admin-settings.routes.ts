import { dataEnvelope, errorBodySchema, platformSettingsSchema, settingsUpdateRequestSchema } from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { requireActor } from '../../plugins/auth';
import { recordAudit } from '../audit';
import { getSettings, type SettingsPatch, updateSettings } from '../settings';

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
    async () => ({ data: await getSettings(app.db) }),
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
      const data = await app.db.transaction().execute(async (trx) => {
        const before = await getSettings(trx);
        const after = await updateSettings(trx, patch);
        await recordAudit(trx, {
          actorId: actor.user.id,
          action: 'settings.update',
          entity: 'settings',
          before: Object.fromEntries(Object.keys(patch).map((group) => [group, before[group as keyof typeof before]])),
          after: Object.fromEntries(Object.keys(patch).map((group) => [group, after[group as keyof typeof after]])),
          ip: request.ip,
        });
        return after;
      });
      request.log.info(
        { event: 'settings_changed', userId: actor.user.id, groups: Object.keys(patch) },
        'platform settings changed',
      );
      return { data };
    },
  );
};
