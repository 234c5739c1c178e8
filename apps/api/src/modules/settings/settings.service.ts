import {
  defaultPlatformSettings,
  platformSettingsSchema,
  SETTINGS_GROUPS,
  type PlatformSettings,
  type SettingsGroup,
} from '@hireway/shared';

import type { Executor } from '../../db/database';
import { findSettingRows, upsertSetting } from './settings.repository';

const isGroup = (key: string): key is SettingsGroup => (SETTINGS_GROUPS as readonly string[]).includes(key);

/**
 * The platform settings, read from the database on every call so that a change takes effect at once in
 * every API process. Stored groups are merged over the spec's defaults; unknown or broken values fall back.
 */
export async function getSettings(db: Executor): Promise<PlatformSettings> {
  const settings = defaultPlatformSettings();
  const raw: Record<string, unknown> = { ...settings };
  for (const row of await findSettingRows(db)) {
    if (!isGroup(row.key)) continue;
    try {
      raw[row.key] = { ...settings[row.key], ...(JSON.parse(row.value) as object) };
    } catch {
      // A corrupt row keeps the default rather than breaking every request.
    }
  }
  const parsed = platformSettingsSchema.safeParse(raw);
  return parsed.success ? parsed.data : settings;
}

/** Replaces some groups (partially); the result is validated as a whole before anything is written. */
export type SettingsPatch = { [K in SettingsGroup]?: Partial<PlatformSettings[K]> };

export async function updateSettings(db: Executor, patch: SettingsPatch): Promise<PlatformSettings> {
  const current = await getSettings(db);
  const next = platformSettingsSchema.parse({
    general_settings: { ...current.general_settings, ...patch.general_settings },
    security_settings: { ...current.security_settings, ...patch.security_settings },
    password_complexity_settings: { ...current.password_complexity_settings, ...patch.password_complexity_settings },
    registration_settings: { ...current.registration_settings, ...patch.registration_settings },
    payment_settings: { ...current.payment_settings, ...patch.payment_settings },
  });
  for (const group of SETTINGS_GROUPS) {
    if (patch[group]) await upsertSetting(db, group, next[group]);
  }
  return next;
}
