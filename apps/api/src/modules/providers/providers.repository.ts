import type { Insertable, Updateable } from 'kysely';

import type { Executor } from '../../db/database';
import type {
  ProviderDocumentRow,
  ProviderDocumentsTable,
  ProviderProfileRow,
  ProviderProfilesTable,
} from '../../db/schema';

/* The provider's own company profile and documents: every query is scoped to the provider (user id). */

export const findCompany = (db: Executor, userId: string): Promise<ProviderProfileRow | undefined> =>
  db.selectFrom('provider_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();

export type CompanyValues = Omit<Insertable<ProviderProfilesTable>, 'user_id' | 'created_at'>;

/** Creates the provider's company row, or replaces its values (onboarding submitted again after a decline). */
export const upsertCompany = (db: Executor, userId: string, values: CompanyValues, now: string) =>
  db
    .insertInto('provider_profiles')
    .values({ ...values, user_id: userId, created_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();

export const updateCompany = (
  db: Executor,
  userId: string,
  patch: Omit<Updateable<ProviderProfilesTable>, 'user_id' | 'created_at'>,
) => db.updateTable('provider_profiles').set(patch).where('user_id', '=', userId).execute();

/**
 * Holds the company row's lock (PostgreSQL) or the write lock (SQLite) until the transaction ends, so the logo
 * read next is the one this write replaces. False when the provider has no company yet.
 */
export async function lockCompany(db: Executor, userId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('provider_profiles')
    .set({ updated_at: now })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Moves the provider's verification to pending, only from "not submitted" (null) or declined. The conditional
 * write is the lock: of two concurrent submissions one moves the row and the other finds nothing to move.
 */
export async function markVerificationPending(db: Executor, userId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('profiles')
    .set({ status: 'pending', decline_reason: null, has_completed_onboarding: 1, updated_at: now })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('status', 'is', null), eb('status', '=', 'declined')]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export const insertDocuments = async (db: Executor, rows: readonly Insertable<ProviderDocumentsTable>[]) => {
  if (rows.length > 0)
    await db
      .insertInto('provider_documents')
      .values([...rows])
      .execute();
};

export const findDocuments = (db: Executor, userIds: readonly string[]): Promise<ProviderDocumentRow[]> =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('provider_documents')
        .selectAll()
        .where('user_id', 'in', [...userIds])
        .orderBy('created_at')
        .orderBy('original_name')
        .orderBy('id')
        .execute();

/** One of the provider's own documents. */
export const findOwnDocument = (db: Executor, userId: string, id: string): Promise<ProviderDocumentRow | undefined> =>
  db.selectFrom('provider_documents').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
