import type { Executor } from '../../db/database';
import { nowIso } from '../../db/database';

export const findSettingRows = (db: Executor) => db.selectFrom('settings').select(['key', 'value']).execute();

export const upsertSetting = (db: Executor, key: string, value: unknown) => {
  const now = nowIso();
  return db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(value), updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: now }))
    .execute();
};
