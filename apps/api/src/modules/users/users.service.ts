/*
 * The users module's service: the one way other modules read and write an account, its profile and its
 * permissions (docs/architecture.md). The queries stay in users.repository.ts, which only this module imports.
 */
import type { Executor } from '../../db/database';
import type { NewProfile, NewUser, UserUpdate } from '../../db/schema';
import * as users from './users.repository';

export const findUserById = (db: Executor, id: string) => users.findUserById(db, id);

/** E-mails are stored lower-cased, so the match is case-insensitive on both engines. */
export const findUserByEmail = (db: Executor, email: string) => users.findUserByEmail(db, email);

export const findProfile = (db: Executor, userId: string) => users.findProfile(db, userId);

export const findUserPermissions = (db: Executor, userId: string) => users.findUserPermissions(db, userId);

export const updateUser = (db: Executor, id: string, patch: UserUpdate) => users.updateUser(db, id, patch);

/** A new account is a user row and its profile row, written together (call inside the caller's transaction). */
export async function createAccount(db: Executor, user: NewUser, profile: NewProfile): Promise<void> {
  await users.insertUser(db, user);
  await users.insertProfile(db, profile);
}
