import {
  type ApplicationStatus,
  CURRENT_EMPLOYMENT_STATUSES,
  type CvActionStatus,
  type CvActionSubject,
  type DayCount,
} from '@hireway/shared';
import { type Expression, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';

import type { Executor } from '../../db/database';
import {
  isPostgres,
  joinParties,
  PARTY_NAME_COLUMNS,
  type PartyScope,
  PROVIDER_NAME_COLUMNS,
  whereParty,
} from '../hiring';

/*
 * Read-only figures for the dashboards. `Side` scopes every query: a seeker's own rows, or the rows of a provider
 * (applications to its jobs, its CV actions, its employees). CV actions and employments are read as `h`, the shape
 * of the hiring slice's joinParties and whereParty.
 */

export type Side = PartyScope;

/** The UTC calendar day (yyyy-MM-dd) of a timestamp column: text on SQLite, timestamptz on PostgreSQL. */
const dayOf = (db: Executor, column: Expression<string | null>): RawBuilder<string> =>
  isPostgres(db)
    ? sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(${column}, 1, 10)`;

const applications = (db: Executor, side: Side) => {
  const base = db.selectFrom('job_applications as a').innerJoin('job_posts as j', 'j.id', 'a.job_id');
  return 'seekerId' in side
    ? base.where('a.seeker_id', '=', side.seekerId)
    : base.where('j.provider_id', '=', side.providerId);
};

const cvActions = (db: Executor, side: Side) => whereParty(db.selectFrom('cv_actions as h'), side);

const employments = (db: Executor, side: Side) => whereParty(db.selectFrom('employments as h'), side);

// ---- Counts ------------------------------------------------------------------------------------------

export const countApplicationsByStatus = async (
  db: Executor,
  side: Side,
): Promise<{ status: ApplicationStatus; count: number }[]> =>
  applications(db, side)
    .select((eb) => ['a.status as status', eb.fn.countAll<number>().as('count')])
    .groupBy('a.status')
    .execute();

export const countCvActionsByStatus = async (
  db: Executor,
  side: Side,
): Promise<{ status: CvActionStatus; count: number }[]> =>
  cvActions(db, side)
    .select((eb) => ['h.status as status', eb.fn.countAll<number>().as('count')])
    .groupBy('h.status')
    .execute();

export const countJobPostsByStatus = (db: Executor, providerId: string) =>
  db
    .selectFrom('job_posts')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .where('provider_id', '=', providerId)
    .groupBy('status')
    .execute();

export async function countEmployments(
  db: Executor,
  side: Side,
  filter: { current?: boolean; status?: 'resignation_requested'; since?: string } = {},
): Promise<number> {
  let query = employments(db, side).select((eb) => eb.fn.countAll<number>().as('count'));
  if (filter.current) query = query.where('h.status', 'in', CURRENT_EMPLOYMENT_STATUSES);
  if (filter.status) query = query.where('h.status', '=', filter.status);
  if (filter.since) query = query.where('h.created_at', '>=', filter.since);
  return (await query.executeTakeFirstOrThrow()).count;
}

export async function countApplicationsSince(db: Executor, side: Side, since: string): Promise<number> {
  const row = await applications(db, side)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('a.submitted_at', '>=', since)
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function countCvActions(
  db: Executor,
  side: Side,
  filter: { subject: CvActionSubject; statuses?: readonly CvActionStatus[]; since?: string },
): Promise<number> {
  let query = cvActions(db, side)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('h.subject', '=', filter.subject);
  if (filter.statuses) query = query.where('h.status', 'in', filter.statuses);
  if (filter.since) query = query.where('h.created_at', '>=', filter.since);
  return (await query.executeTakeFirstOrThrow()).count;
}

/** Submission and decision times of decided applications (for the mean time to an answer). */
export const findDecisionTimes = (db: Executor, side: Side) =>
  applications(db, side).select(['a.submitted_at', 'a.decided_at']).where('a.decided_at', 'is not', null).execute();

/** The seeker's current job, the most recent first. */
export const findCurrentEmploymentOf = (db: Executor, seekerId: string) =>
  joinParties(db.selectFrom('employments as h'), { seekerId })
    .select(['h.id', 'h.position', 'h.start_date', 'h.status', ...PROVIDER_NAME_COLUMNS])
    .where('h.status', 'in', CURRENT_EMPLOYMENT_STATUSES)
    .orderBy('h.created_at', 'desc')
    .executeTakeFirst();

// ---- Daily series -----------------------------------------------------------------------------------

/** Rows of `query` per UTC day of `column`, from `since` on. Days without rows are absent. */
const countPerDay = <QueryDB, TB extends keyof QueryDB>(
  db: Executor,
  query: SelectQueryBuilder<QueryDB, TB, object>,
  column: RawBuilder<string | null>,
  since: string,
): Promise<DayCount[]> => {
  const day = dayOf(db, column);
  return query
    .select((eb) => [day.as('day'), eb.fn.countAll<number>().as('count')])
    .where(column, '>=', since)
    .groupBy(day)
    .$castTo<DayCount>() // what the select above picks; generic over the source, so Kysely cannot tell
    .execute();
};

/** The events a daily series counts: applications sent or decided, CV actions sent, employments started. */
export type DailyEvent = 'application-submitted' | 'application-decided' | 'cv-action-created' | 'employment-created';

/** How many of the side's `event`s happened on each UTC day since `since`. */
export function countEventsPerDay(db: Executor, side: Side, event: DailyEvent, since: string): Promise<DayCount[]> {
  switch (event) {
    case 'application-submitted':
      return countPerDay(db, applications(db, side), sql.ref<string | null>('a.submitted_at'), since);
    case 'application-decided':
      return countPerDay(db, applications(db, side), sql.ref<string | null>('a.decided_at'), since);
    case 'cv-action-created':
      return countPerDay(db, cvActions(db, side), sql.ref<string | null>('h.created_at'), since);
    case 'employment-created':
      return countPerDay(db, employments(db, side), sql.ref<string | null>('h.created_at'), since);
  }
}

// ---- Recent activity: the latest rows of each table (their latest event is their updated_at) -------------

export const findRecentApplications = (db: Executor, side: Side, limit: number) =>
  applications(db, side)
    .innerJoin('users as pu', 'pu.id', 'j.provider_id')
    .leftJoin('provider_profiles as pp', 'pp.user_id', 'j.provider_id')
    .innerJoin('users as su', 'su.id', 'a.seeker_id')
    .select(['a.id', 'a.status', 'a.submitted_at', 'a.decided_at', 'a.updated_at', 'j.title as job_title'])
    .select(PARTY_NAME_COLUMNS)
    .orderBy('a.updated_at', 'desc')
    .limit(limit)
    .execute();

export const findRecentCvActions = (db: Executor, side: Side, limit: number) =>
  joinParties(db.selectFrom('cv_actions as h'), side)
    .select(['h.id', 'h.subject', 'h.status', 'h.created_at', 'h.responded_at', 'h.updated_at'])
    .select(PARTY_NAME_COLUMNS)
    .orderBy('h.updated_at', 'desc')
    .limit(limit)
    .execute();

export const findRecentEmployments = (db: Executor, side: Side, limit: number) =>
  joinParties(db.selectFrom('employments as h'), side)
    .leftJoin('job_posts as j', 'j.id', 'h.job_id')
    .select([
      'h.id',
      'h.status',
      'h.position',
      'h.created_at',
      'h.resignation_requested_at',
      'h.ended_at',
      'h.updated_at',
      'j.title as job_title',
    ])
    .select(PARTY_NAME_COLUMNS)
    .orderBy('h.updated_at', 'desc')
    .limit(limit)
    .execute();
