import { APPLICATION_MACHINE, type ApplicationEvent, type ApplicationStatus } from '@hireway/shared';
import type { Updateable } from 'kysely';

import type { Executor } from '../../db/database';
import { newestFirstOffsetPage, type OffsetWindow } from '../../db/paging';
import type { JobApplicationRow, JobApplicationsTable } from '../../db/schema';
import { PROVIDER_NAME_COLUMNS } from './hiring.common';

/* Job applications. Seeker queries are scoped to the seeker, provider queries to the provider's jobs. */

/**
 * A job as the hiring side needs it: with its provider's company name. Only jobs a seeker may see are found:
 * published (live or closed since) by an approved provider.
 */
export const findPublishedJob = (db: Executor, jobId: string) =>
  db
    .selectFrom('job_posts as j')
    .innerJoin('users as pu', 'pu.id', 'j.provider_id')
    .innerJoin('profiles as pp_status', 'pp_status.user_id', 'j.provider_id')
    .leftJoin('provider_profiles as pp', 'pp.user_id', 'j.provider_id')
    .select(['j.id', 'j.provider_id', 'j.title', 'j.status', 'j.application_deadline', ...PROVIDER_NAME_COLUMNS])
    .where('j.id', '=', jobId)
    .where('j.status', 'in', ['live', 'closed'])
    .where('pp_status.status', '=', 'approved')
    .where('pu.status', '=', 'active')
    .executeTakeFirst();

export type PublishedJob = NonNullable<Awaited<ReturnType<typeof findPublishedJob>>>;

/** One of the provider's own jobs (any status but deleted). */
export const findProviderJob = (db: Executor, providerId: string, jobId: string) =>
  db
    .selectFrom('job_posts')
    .select(['id', 'provider_id', 'title', 'status'])
    .where('id', '=', jobId)
    .where('provider_id', '=', providerId)
    .where('status', '!=', 'deleted')
    .executeTakeFirst();

/** Inserts a new application; false when the seeker already has one for the job (the unique pair). */
export async function insertApplicationIfNew(db: Executor, row: JobApplicationRow): Promise<boolean> {
  const result = await db
    .insertInto('job_applications')
    .values(row)
    .onConflict((oc) => oc.columns(['job_id', 'seeker_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

type TransitionPatch = Omit<Updateable<JobApplicationsTable>, 'id' | 'job_id' | 'seeker_id' | 'status'>;

/**
 * Moves an application along the state machine only if it is in a state the event may start from: a conditional
 * update, so of two racing requests exactly one changes the row. True when this call changed it.
 */
export async function transitionApplication(
  db: Executor,
  where: { id: string } | { jobId: string; seekerId: string },
  event: ApplicationEvent,
  patch: TransitionPatch,
): Promise<boolean> {
  const { from, to } = APPLICATION_MACHINE.transitions[event];
  let query = db
    .updateTable('job_applications')
    .set({ ...patch, status: to })
    .where('status', 'in', from);
  query =
    'id' in where
      ? query.where('id', '=', where.id)
      : query.where('job_id', '=', where.jobId).where('seeker_id', '=', where.seekerId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const findSeekerApplicationRow = (
  db: Executor,
  seekerId: string,
  jobId: string,
): Promise<JobApplicationRow | undefined> =>
  db
    .selectFrom('job_applications')
    .selectAll()
    .where('seeker_id', '=', seekerId)
    .where('job_id', '=', jobId)
    .executeTakeFirst();

// ---- The seeker's view -----------------------------------------------------------------------------------

/** Lists of applications filter by status or not, and read the latest submission first. */
type ApplicationFilter = { status?: ApplicationStatus | undefined };
const LATEST_SUBMISSION_FIRST = ['a.submitted_at', 'a.id'] as const;

const seekerApplications = (db: Executor, seekerId: string, filter: ApplicationFilter = {}) => {
  const base = db
    .selectFrom('job_applications as a')
    .innerJoin('job_posts as j', 'j.id', 'a.job_id')
    .innerJoin('users as pu', 'pu.id', 'j.provider_id')
    .leftJoin('provider_profiles as pp', 'pp.user_id', 'j.provider_id')
    .where('a.seeker_id', '=', seekerId);
  return filter.status ? base.where('a.status', '=', filter.status) : base;
};

/** An application's own columns, as both the seeker's and the provider's views show them. */
const applicationColumns = [
  'a.id',
  'a.job_id',
  'a.seeker_id',
  'a.cover_letter',
  'a.status',
  'a.rejection_reason',
  'a.submitted_at',
  'a.decided_at',
  'a.created_at',
  'a.updated_at',
] as const;

const seekerApplicationColumns = [
  ...applicationColumns,
  'j.title as job_title',
  'j.status as job_status',
  'j.application_deadline as job_deadline',
  'j.provider_id',
  ...PROVIDER_NAME_COLUMNS,
] as const;

export const findSeekerApplication = (db: Executor, seekerId: string, jobId: string) =>
  seekerApplications(db, seekerId).select(seekerApplicationColumns).where('a.job_id', '=', jobId).executeTakeFirst();

export type SeekerApplicationRecord = NonNullable<Awaited<ReturnType<typeof findSeekerApplication>>>;

export const findSeekerApplications = (db: Executor, seekerId: string, filter: ApplicationFilter, page: OffsetWindow) =>
  newestFirstOffsetPage(seekerApplications(db, seekerId, filter), page, LATEST_SUBMISSION_FIRST, (query) =>
    query.select(seekerApplicationColumns),
  );

// ---- The provider's view -----------------------------------------------------------------------------

/** An application to one of the provider's jobs, with what the decision needs to notify the seeker. */
export const findProviderApplication = (db: Executor, providerId: string, applicationId: string) =>
  db
    .selectFrom('job_applications as a')
    .innerJoin('job_posts as j', 'j.id', 'a.job_id')
    .select(['a.id', 'a.job_id', 'a.seeker_id', 'a.status', 'j.title as job_title'])
    .where('a.id', '=', applicationId)
    .where('j.provider_id', '=', providerId)
    .executeTakeFirst();

const jobApplications = (db: Executor, jobId: string, filter: ApplicationFilter = {}) => {
  const base = db
    .selectFrom('job_applications as a')
    .innerJoin('users as u', 'u.id', 'a.seeker_id')
    .where('a.job_id', '=', jobId);
  return filter.status ? base.where('a.status', '=', filter.status) : base;
};

const jobApplicationColumns = [
  ...applicationColumns,
  'u.first_name',
  'u.last_name',
  'u.city as user_city',
  'u.country_code as user_country_code',
] as const;

export const findJobApplication = (db: Executor, jobId: string, applicationId: string) =>
  jobApplications(db, jobId).select(jobApplicationColumns).where('a.id', '=', applicationId).executeTakeFirst();

export type JobApplicationRecord = NonNullable<Awaited<ReturnType<typeof findJobApplication>>>;

export const findJobApplications = (db: Executor, jobId: string, filter: ApplicationFilter, page: OffsetWindow) =>
  newestFirstOffsetPage(jobApplications(db, jobId, filter), page, LATEST_SUBMISSION_FIRST, (query) =>
    query.select(jobApplicationColumns),
  );

/** The provider's company name, if it has a business profile. */
export const findCompanyName = async (db: Executor, providerId: string): Promise<string | null> =>
  (await db.selectFrom('provider_profiles').select('company_name').where('user_id', '=', providerId).executeTakeFirst())
    ?.company_name ?? null;
