import type { PermissionKind, UserGroup, UserStatus } from '@hireway/shared';
import { type Expression, type SqlBool, sql } from 'kysely';

import type { Executor } from '../../db/database';
import { cappedCount, type KeysetWindow, newestFirstWindow } from '../../db/paging';

/* Admin reads and writes of any account. Deliberately unscoped: only admin routes (read:AdminRoute + MFA) call
   these, so every function is named unsafe… where it reads another user's data. */

/** `like` patterns match the characters as typed: %, _ and \ are escaped. */
const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (char) => `\\${char}`);

const containsLower = (value: Expression<string | null>, needle: string) =>
  sql<SqlBool>`lower(${value}) like ${`%${escapeLike(needle.toLowerCase())}%`} escape '\\'`;

export interface UserFilter {
  group?: UserGroup | undefined;
  status?: UserStatus | undefined;
  q?: string | undefined;
}

const usersMatching = (db: Executor, filter: UserFilter) => {
  let query = db.selectFrom('users').leftJoin('provider_profiles', 'provider_profiles.user_id', 'users.id');
  if (filter.group) query = query.where('users.user_group', '=', filter.group);
  if (filter.status) query = query.where('users.status', '=', filter.status);
  const words = (filter.q ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length > 0) {
    query = query.where((eb) =>
      eb.and(
        words.map((word) =>
          eb.or([
            containsLower(eb.ref('users.email'), word),
            containsLower(eb.ref('users.first_name'), word),
            containsLower(eb.ref('users.last_name'), word),
            containsLower(eb.ref('provider_profiles.company_name'), word),
          ]),
        ),
      ),
    );
  }
  return query;
};

const summaryColumns = [
  'users.id',
  'users.email',
  'users.first_name',
  'users.last_name',
  'users.user_type',
  'users.user_group',
  'users.status',
  'users.mfa_enabled',
  'users.email_verified_at',
  'users.created_at',
  'provider_profiles.company_name',
] as const;

/** The sort key of the users list (newest first): created_at, id — both descending, as the index holds them. */
export const USER_LIST_KEY = ['users.created_at', 'users.id'] as const;

/**
 * Users by group, status and text (e-mail, name, company), newest first: perPage + 1 rows from a cursor position
 * (or an offset for the first pages), and the count capped at COUNT_CAP + 1.
 */
export async function unsafeFindUsers(db: Executor, filter: UserFilter, page: KeysetWindow) {
  const rows = await newestFirstWindow(usersMatching(db, filter).select(summaryColumns), USER_LIST_KEY, page).execute();
  const total = await cappedCount(db, usersMatching(db, filter));
  return { rows, total };
}

export type UserSummaryRow = Awaited<ReturnType<typeof unsafeFindUsers>>['rows'][number];

export const unsafeFindCompanyName = async (db: Executor, userId: string): Promise<string | null> =>
  (await db.selectFrom('provider_profiles').select('company_name').where('user_id', '=', userId).executeTakeFirst())
    ?.company_name ?? null;

export const unsafeFindPermissionEntries = (db: Executor, userId: string) =>
  db
    .selectFrom('user_permissions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const unsafeFindPermissionEntry = (db: Executor, userId: string, id: string) =>
  db.selectFrom('user_permissions').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();

export const insertPermissionEntry = (
  db: Executor,
  row: { id: string; user_id: string; kind: PermissionKind; value: string; actions: string | null; created_at: string },
) => db.insertInto('user_permissions').values(row).execute();

export const deletePermissionEntry = (db: Executor, id: string) =>
  db.deleteFrom('user_permissions').where('id', '=', id).execute();

/** The live web sessions of a user, latest first. */
export const unsafeFindLiveSessions = (db: Executor, userId: string, now: string) =>
  db
    .selectFrom('tokens')
    .select(['id', 'created_at', 'last_used_at', 'expires_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('purpose', '=', 'web')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();

/** Ends every token of a user, whatever its purpose (web, mfa, reset, confirm, phone). */
export const revokeAllTokens = (db: Executor, userId: string, now: string) =>
  db
    .updateTable('tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();

export const unsafeFindApplicationsOf = (db: Executor, seekerId: string) =>
  db
    .selectFrom('job_applications')
    .innerJoin('job_posts', 'job_posts.id', 'job_applications.job_id')
    .leftJoin('provider_profiles', 'provider_profiles.user_id', 'job_posts.provider_id')
    .select([
      'job_applications.id',
      'job_applications.job_id',
      'job_posts.title as job_title',
      'provider_profiles.company_name',
      'job_applications.status',
      'job_applications.submitted_at',
    ])
    .where('job_applications.seeker_id', '=', seekerId)
    .orderBy('job_applications.submitted_at', 'desc')
    .limit(50)
    .execute();

export const unsafeFindPaymentsOf = (db: Executor, userId: string) =>
  db.selectFrom('payments').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').limit(50).execute();

/** Audit entries about one user, with the acting admin's name. */
export const unsafeFindHistoryOf = (db: Executor, userId: string) =>
  db
    .selectFrom('audit_logs')
    .leftJoin('users as actor', 'actor.id', 'audit_logs.actor_id')
    .select([
      'audit_logs.id',
      'audit_logs.action',
      'audit_logs.before',
      'audit_logs.after',
      'audit_logs.created_at',
      'actor.id as actor_id',
      'actor.email as actor_email',
      'actor.first_name as actor_first_name',
      'actor.last_name as actor_last_name',
    ])
    .where('audit_logs.entity', '=', 'user')
    .where('audit_logs.entity_id', '=', userId)
    .orderBy('audit_logs.created_at', 'desc')
    .orderBy('audit_logs.id')
    .limit(50)
    .execute();

export const deleteRecoveryCodes = (db: Executor, userId: string) =>
  db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
