import type { Updateable } from 'kysely';

import type { Executor } from '../../db/database';
import type { SeekerPreferencesTable } from '../../db/schema';

export const findSeekerPreferences = (db: Executor, userId: string) =>
  db.selectFrom('seeker_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const upsertSeekerPreferences = (
  db: Executor,
  userId: string,
  values: Omit<Updateable<SeekerPreferencesTable>, 'user_id' | 'created_at'> & { updated_at: string },
) =>
  db
    .insertInto('seeker_preferences')
    .values({ user_id: userId, created_at: values.updated_at, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();

export const completeSeekerProfile = (db: Executor, userId: string, now: string) =>
  db
    .updateTable('profiles')
    .set({ has_completed_onboarding: 1, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
