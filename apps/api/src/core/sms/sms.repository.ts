import { PostgresAdapter, sql } from 'kysely';

import type { Executor } from '../../db/database';
import { insertWithNewId } from '../../db/database';

export interface NewSmsLedgerEntry {
  toNumber: string;
  body: string;
  provider: string;
  userId: string | null;
  purpose: string;
  createdAt: string;
}

export type SmsCapScope = { userId: string } | { toNumber: string } | 'everyone';

/**
 * Serialises cap checks across API processes until the transaction ends (PostgreSQL: a transaction-level
 * advisory lock per schema). SQLite needs none: Kysely runs one connection's transactions one at a time.
 */
export async function lockSmsLedger(db: Executor): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(hashtext('hireway:sms_outbox:' || current_schema()))`.execute(db);
}

/**
 * The created_at of the n-th newest ledger row of a scope after `since`, or null when the scope has fewer rows.
 * A cap of n is reached when this exists, and frees a slot when that row leaves the window.
 */
export async function findNthLatestSmsSince(
  db: Executor,
  scope: SmsCapScope,
  since: string,
  n: number,
): Promise<string | null> {
  let query = db.selectFrom('sms_outbox').select('created_at').where('created_at', '>', since);
  if (scope !== 'everyone') {
    query =
      'userId' in scope ? query.where('user_id', '=', scope.userId) : query.where('to_number', '=', scope.toNumber);
  }
  const row = await query
    .orderBy('created_at', 'desc')
    .limit(1)
    .offset(n - 1)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

export async function insertSmsLedgerEntry(db: Executor, entry: NewSmsLedgerEntry): Promise<string> {
  return insertWithNewId(db, 'sms_outbox', {
    to_number: entry.toNumber,
    body: entry.body,
    provider: entry.provider,
    provider_message_id: null,
    user_id: entry.userId,
    purpose: entry.purpose,
    created_at: entry.createdAt,
  });
}

export const setSmsProviderMessageId = (db: Executor, id: string, providerMessageId: string) =>
  db.updateTable('sms_outbox').set({ provider_message_id: providerMessageId }).where('id', '=', id).execute();

export const deleteSmsLedgerEntry = (db: Executor, id: string) =>
  db.deleteFrom('sms_outbox').where('id', '=', id).execute();

/** The newest messages, optionally to one number: the dev outbox (unscoped: every account's messages). */
export const unsafeListOutboxSms = (db: Executor, options: { toNumber?: string | undefined; limit: number }) => {
  let query = db.selectFrom('sms_outbox').select(['id', 'to_number', 'body', 'created_at']);
  if (options.toNumber) query = query.where('to_number', '=', options.toNumber);
  return query.orderBy('created_at', 'desc').limit(options.limit).execute();
};
