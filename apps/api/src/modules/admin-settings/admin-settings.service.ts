import type { PlatformSettings } from '@hireway/shared';
import type { FastifyInstance } from 'fastify';

import { type AuditActor, auditAdminChange } from '../audit';
import { getSettings, type SettingsPatch, updateSettings } from '../settings';

/** The platform settings as the console shows them. */
export const readSettings = (app: FastifyInstance): Promise<PlatformSettings> => getSettings(app.db);

/** Changes some groups of settings; the groups changed, before and after, go to the audit log in the same write. */
export const changeSettings = (
  app: FastifyInstance,
  actor: AuditActor,
  patch: SettingsPatch,
): Promise<PlatformSettings> =>
  app.db.transaction().execute(async (trx) => {
    const before = await getSettings(trx);
    const after = await updateSettings(trx, patch);
    const groups = Object.keys(patch) as (keyof PlatformSettings)[];
    await auditAdminChange(trx, actor, {
      action: 'settings.update',
      entity: 'settings',
      before: Object.fromEntries(groups.map((group) => [group, before[group]])),
      after: Object.fromEntries(groups.map((group) => [group, after[group]])),
    });
    return after;
  });
