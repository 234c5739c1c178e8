import { type StateMachine, transitionErrorMessage } from '@hireway/shared';
import type { FastifyInstance } from 'fastify';
import { PostgresAdapter, type SelectQueryBuilder, sql, type Updateable } from 'kysely';

import { errorResponses } from '../../plugins/route-config';
import { AppError } from '../../core/errors';
import type { Executor } from '../../db/database';
import type { DB } from '../../db/schema';

/* Small helpers the hiring modules (applications, candidates, employments, dashboards) share. */

/** The error answers every hiring route may give. */
export const HIRING_ERRORS = errorResponses(400, 401, 403, 404, 409);

/** Row locks (`for update`) exist on PostgreSQL; SQLite transactions already run one at a time (decision 0001). */
export const isPostgres = (db: Executor): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

export const fullName = (person: { first_name: string; last_name: string }): string =>
  `${person.first_name} ${person.last_name}`.trim();

/** The provider's company name; a provider without a business profile yet is shown by name. */
export const companyNameOf = (row: {
  company_name: string | null;
  provider_first_name: string;
  provider_last_name: string;
}): string => row.company_name ?? fullName({ first_name: row.provider_first_name, last_name: row.provider_last_name });

/**
 * What companyNameOf reads, for a query that joins the provider as `pu` (the user) and `pp` (the business
 * profile): jobs, applications, employments and the dashboards.
 */
export const PROVIDER_NAME_COLUMNS = [
  'pp.company_name',
  'pu.first_name as provider_first_name',
  'pu.last_name as provider_last_name',
] as const;

/**
 * The names of both parties of a hiring row, for a query that joins its provider as `pu` (with `pp`, the business
 * profile) and its seeker as `su` (with `cv`, the CV): CV actions, employments and the dashboards' recent rows.
 */
export const PARTY_NAME_COLUMNS = [
  ...PROVIDER_NAME_COLUMNS,
  'su.first_name as seeker_first_name',
  'su.last_name as seeker_last_name',
] as const;

/** Whose hiring rows a query may read: the seeker's or the provider's. */
export type PartyScope = { seekerId: string } | { providerId: string };

/** Only the rows of one party of a hiring row read as `h` (a CV action or an employment). */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- H carries the row's own columns through
export function whereParty<H extends { provider_id: string; seeker_id: string }>(
  query: SelectQueryBuilder<DB & { h: H }, 'h', object>,
  scope: PartyScope,
) {
  return 'seekerId' in scope
    ? query.where(sql.ref<string>('h.seeker_id'), '=', scope.seekerId)
    : query.where(sql.ref<string>('h.provider_id'), '=', scope.providerId);
}

/**
 * A hiring row with both parties (a CV action or an employment), read as `h`, joined to its provider as `pu` (with
 * `pp`, the business profile) and its seeker as `su` (with `cv`, the CV), for PARTY_NAME_COLUMNS; with a scope, only
 * that party's rows.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- H carries the row's own columns through
export function joinParties<H extends { provider_id: string; seeker_id: string }>(
  query: SelectQueryBuilder<DB & { h: H }, 'h', object>,
  scope?: PartyScope,
) {
  const scoped = scope === undefined ? query : whereParty(query, scope);
  return scoped
    .innerJoin('users as pu', 'pu.id', 'h.provider_id')
    .leftJoin('provider_profiles as pp', 'pp.user_id', 'h.provider_id')
    .innerJoin('users as su', 'su.id', 'h.seeker_id')
    .leftJoin('cv_profiles as cv', 'cv.user_id', 'h.seeker_id');
}

/**
 * A conditional update of a party's CV action or employment along its state machine (`transition`: the states the
 * event may start from and the one it leads to), so of two racing requests exactly one changes the row. True when
 * this call changed it.
 */
export async function transitionPartyRow<T extends 'cv_actions' | 'employments'>(
  db: Executor,
  table: T,
  scope: PartyScope,
  id: string,
  transition: { from: readonly DB[T]['status'][]; to: DB[T]['status'] },
  patch: Updateable<DB[T]>,
): Promise<boolean> {
  // Widened to the two tables: Kysely types the update of either, not of a table chosen by a type parameter.
  const target: 'cv_actions' | 'employments' = table;
  let query = db
    .updateTable(target)
    .set({ ...patch, status: transition.to })
    .where('id', '=', id)
    .where('status', 'in', transition.from);
  query =
    'seekerId' in scope
      ? query.where('seeker_id', '=', scope.seekerId)
      : query.where('provider_id', '=', scope.providerId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** An absolute link into the web app for e-mails (never built from the request's Host header). */
export const appLink = (app: FastifyInstance, path: string): string =>
  `${app.config.PUBLIC_URL.replace(/\/$/, '')}${path}`;

/** In-app paths notifications open (apps/web routes). */
export const LINKS = {
  seekerApplications: '/job-seeker/track/job-applications',
  seekerInterviews: '/job-seeker/track/interview-requests',
  seekerDocuments: '/job-seeker/track/additional-documents',
  seekerTrack: '/job-seeker/track',
  seekerJobs: '/job-seeker/my-jobs',
  providerJobApplications: (jobId: string) => `/provider/jobs/${jobId}/applications`,
  providerShortlisted: '/provider/shortlisted',
  providerInterviews: '/provider/scheduled-interviews',
  providerDocuments: '/provider/additional-documents',
  providerCandidate: (seekerId: string) => `/provider/candidates/${seekerId}`,
  providerEmployees: '/provider/my-candidates',
} as const;

/** Today's calendar date in UTC. */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** The first instant of the current UTC month, as an ISO timestamp. */
export const startOfMonthUtc = (now: Date = new Date()): string =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();

/** The 409 of an illegal (or lost-race) transition, worded from the state machine. */
export const invalidTransition = <S extends string, E extends string>(
  machine: StateMachine<S, E>,
  from: S,
  event: E,
): AppError => new AppError('invalid_transition', transitionErrorMessage(machine, from, event));
