import { EMPLOYMENT_MACHINE, type EmploymentEvent, type EmploymentStatus } from '@hireway/shared';
import { type SqlBool, sql, type Updateable } from 'kysely';

import type { Executor } from '../../db/database';
import { newestFirstOffsetPage, type OffsetWindow } from '../../db/paging';
import type { EmploymentRow, EmploymentsTable } from '../../db/schema';
import { joinParties, PARTY_NAME_COLUMNS, type PartyScope, transitionPartyRow } from './hiring.common';

/* Employments. Every lookup is scoped to the seeker or to the provider of the employment. */

export type EmploymentScope = PartyScope;

const employmentJoins = (db: Executor, scope?: EmploymentScope) =>
  joinParties(db.selectFrom('employments as h'), scope).leftJoin('job_posts as j', 'j.id', 'h.job_id');

const withColumns = (query: ReturnType<typeof employmentJoins>) =>
  query.selectAll('h').select(PARTY_NAME_COLUMNS).select(['cv.headline as seeker_headline', 'j.title as job_title']);

export const findEmploymentRecord = (db: Executor, scope: EmploymentScope, id: string) =>
  withColumns(employmentJoins(db, scope)).where('h.id', '=', id).executeTakeFirst();

export type EmploymentRecord = NonNullable<Awaited<ReturnType<typeof findEmploymentRecord>>>;

export async function findEmploymentRecords(
  db: Executor,
  scope: EmploymentScope,
  filter: { status?: EmploymentStatus | undefined },
  page: OffsetWindow,
): Promise<{ rows: EmploymentRecord[]; total: number }> {
  let base = employmentJoins(db, scope);
  if (filter.status) base = base.where('h.status', '=', filter.status);
  return newestFirstOffsetPage(base, page, ['h.created_at', 'h.id'], withColumns);
}

/** The seeker's latest employment that came from this job or this application. */
export const findEmploymentForJob = (db: Executor, seekerId: string, jobId: string, applicationId: string | null) =>
  withColumns(employmentJoins(db))
    .where('h.seeker_id', '=', seekerId)
    .where((eb) =>
      eb.or([eb('h.job_id', '=', jobId), ...(applicationId ? [eb('h.application_id', '=', applicationId)] : [])]),
    )
    .orderBy('h.created_at', 'desc')
    .executeTakeFirst();

/**
 * Inserts an employment unless the pair already has a current one: the partial unique index
 * employments_one_current_idx decides, so two racing employs create exactly one. True when inserted.
 */
export async function insertEmploymentIfNoneCurrent(db: Executor, row: EmploymentRow): Promise<boolean> {
  const result = await db
    .insertInto('employments')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['provider_id', 'seeker_id'])
        .where(sql<SqlBool>`status in ('active', 'resignation_requested')`)
        .doNothing(),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

type TransitionPatch = Omit<Updateable<EmploymentsTable>, 'id' | 'provider_id' | 'seeker_id' | 'status'>;

/** A conditional update along the employment state machine; true when this call changed the row. */
export const transitionEmployment = (
  db: Executor,
  scope: EmploymentScope,
  id: string,
  event: EmploymentEvent,
  patch: TransitionPatch,
) => transitionPartyRow(db, 'employments', scope, id, EMPLOYMENT_MACHINE.transitions[event], patch);
