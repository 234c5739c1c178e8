import type { ProviderStatus } from '@hireway/shared';

import type { Executor } from '../../db/database';
import { offsetPage, type OffsetWindow } from '../../db/paging';
import type { ProfileRow, ProviderProfileRow, UserRow, VerificationDecisionRow } from '../../db/schema';

/* Admin reads and writes of provider verification. Deliberately unscoped: only admin routes call these. */

export interface ProviderForReview {
  user: Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_name' | 'language'>;
  profile: Pick<ProfileRow, 'status' | 'decline_reason'>;
  company: ProviderProfileRow;
}

const reviewColumns = [
  'users.email',
  'users.first_name',
  'users.last_name',
  'users.language',
  'profiles.status',
  'profiles.decline_reason',
] as const;

const providersWithCompany = (db: Executor) =>
  db
    .selectFrom('provider_profiles')
    .innerJoin('users', 'users.id', 'provider_profiles.user_id')
    .innerJoin('profiles', 'profiles.user_id', 'provider_profiles.user_id')
    .where('users.user_group', '=', 'provider');

type JoinedRow = ProviderProfileRow & {
  email: string;
  first_name: string;
  last_name: string;
  language: UserRow['language'];
  status: ProfileRow['status'];
  decline_reason: string | null;
};

const split = (row: JoinedRow): ProviderForReview => {
  const { email, first_name, last_name, language, status, decline_reason, ...company } = row;
  return {
    user: { id: company.user_id, email, first_name, last_name, language },
    profile: { status, decline_reason },
    company,
  };
};

/** A provider who has submitted business onboarding at least once. */
export async function unsafeFindProviderForReview(
  db: Executor,
  userId: string,
): Promise<ProviderForReview | undefined> {
  const row = await providersWithCompany(db)
    .selectAll('provider_profiles')
    .select(reviewColumns)
    .where('provider_profiles.user_id', '=', userId)
    .executeTakeFirst();
  return row ? split(row) : undefined;
}

/** Providers by verification status: pending ones oldest submission first (a queue), the others latest first. */
export async function unsafeFindProvidersByStatus(
  db: Executor,
  status: ProviderStatus,
  page: OffsetWindow,
): Promise<{ rows: ProviderForReview[]; total: number }> {
  const { rows, total } = await offsetPage(
    providersWithCompany(db).where('profiles.status', '=', status),
    page,
    (query) =>
      (status === 'pending'
        ? query.orderBy('provider_profiles.submitted_at', 'asc')
        : query.orderBy('provider_profiles.reviewed_at', 'desc')
      )
        .selectAll('provider_profiles')
        .select(reviewColumns)
        .orderBy('provider_profiles.user_id'),
  );
  return { rows: rows.map(split), total };
}

/**
 * Decides a pending verification: a conditional write, so of two concurrent decisions exactly one changes the
 * row (the other finds it no longer pending). True when this call decided.
 */
export async function decidePendingVerification(
  db: Executor,
  userId: string,
  decision: { status: 'approved' | 'declined'; reason: string | null; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('profiles')
    .set({ status: decision.status, decline_reason: decision.reason, updated_at: decision.now })
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export const markCompanyReviewed = (db: Executor, userId: string, now: string) =>
  db
    .updateTable('provider_profiles')
    .set({ reviewed_at: now, updated_at: now })
    .where('user_id', '=', userId)
    .execute();

export const insertVerificationDecision = (db: Executor, row: VerificationDecisionRow) =>
  db.insertInto('verification_decisions').values(row).execute();

const DECISION_ACTIONS = ['provider.approved', 'provider.declined'] as const;

/** The history of verification decisions, from the audit log, newest first, with the admin and the company. */
export const unsafeFindDecisionHistory = (db: Executor, page: OffsetWindow) =>
  offsetPage(db.selectFrom('audit_logs').where('audit_logs.action', 'in', DECISION_ACTIONS), page, (base) =>
    base
      .leftJoin('users as admin', 'admin.id', 'audit_logs.actor_id')
      .leftJoin('provider_profiles', 'provider_profiles.user_id', 'audit_logs.entity_id')
      .select([
        'audit_logs.id',
        'audit_logs.action',
        'audit_logs.entity_id',
        'audit_logs.after',
        'audit_logs.created_at',
        'admin.id as admin_id',
        'admin.email as admin_email',
        'admin.first_name as admin_first_name',
        'admin.last_name as admin_last_name',
        'provider_profiles.company_name',
      ])
      .orderBy('audit_logs.created_at', 'desc')
      .orderBy('audit_logs.id'),
  );
