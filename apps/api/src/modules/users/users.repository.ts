import type { Executor } from '../../db/database';
import type { NewProfile, NewUser, ProfileRow, UserRow, UserUpdate } from '../../db/schema';

export const findUserById = (db: Executor, id: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/** E-mails are stored lower-cased, so equality is case-insensitive on both engines. */
export const findUserByEmail = (db: Executor, email: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

export const insertUser = (db: Executor, user: NewUser) => db.insertInto('users').values(user).execute();

export const updateUser = (db: Executor, id: string, patch: UserUpdate) =>
  db.updateTable('users').set(patch).where('id', '=', id).execute();

export const findProfile = (db: Executor, userId: string): Promise<ProfileRow | undefined> =>
  db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const insertProfile = (db: Executor, profile: NewProfile) => db.insertInto('profiles').values(profile).execute();

export const findUserPermissions = (db: Executor, userId: string) =>
  db.selectFrom('user_permissions').select(['kind', 'value', 'actions']).where('user_id', '=', userId).execute();
