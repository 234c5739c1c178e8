import {
  type Activity,
  APPLICATION_STATUSES,
  type ApplicationStatusCounts,
  CV_ACTION_STATUSES,
  type CvActionStatusCounts,
  dailySeries,
  dailyWindow,
  type DayCount,
  percentOf,
  type ProviderAnalytics,
  type ProviderDashboard,
  type ProviderEnhancedStats,
  type SeekerAnalytics,
  type SeekerDashboard,
  type SeekerEnhancedStats,
} from '@hireway/shared';
import type { FastifyInstance } from 'fastify';

import type { Executor } from '../../db/database';
import { companyNameOf, startOfMonthUtc } from '../hiring';
import { getCvScoreDetails } from '../cv';
import {
  applicationActivities,
  cvActionActivities,
  employmentActivities,
  newestFirst,
  type Viewer,
} from './dashboards.presenter';
import {
  countApplicationsByStatus,
  countApplicationsSince,
  countCvActions,
  countCvActionsByStatus,
  countEmployments,
  countEventsPerDay,
  countJobPostsByStatus,
  type DailyEvent,
  findCurrentEmploymentOf,
  findDecisionTimes,
  findRecentApplications,
  findRecentCvActions,
  findRecentEmployments,
  type Side,
} from './dashboards.repository';

/* The seeker's and the provider's dashboards, from the same scoped queries. */

/** Every status with its count (zero when absent) and the total. */
function countsOf<S extends string>(
  statuses: readonly S[],
  rows: readonly { status: S; count: number }[],
): Record<S, number> & { total: number } {
  const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<S, number>;
  for (const row of rows) counts[row.status] = row.count;
  return { ...counts, total: rows.reduce((sum, row) => sum + row.count, 0) };
}

const applicationCounts = async (db: Executor, side: Side): Promise<ApplicationStatusCounts> =>
  countsOf(APPLICATION_STATUSES, await countApplicationsByStatus(db, side));

const cvActionCounts = async (db: Executor, side: Side): Promise<CvActionStatusCounts> =>
  countsOf(CV_ACTION_STATUSES, await countCvActionsByStatus(db, side));

/** Mean days from submission to decision, one decimal; null before the first decision. */
async function averageResponseDays(db: Executor, side: Side): Promise<number | null> {
  const rows = await findDecisionTimes(db, side);
  if (rows.length === 0) return null;
  const days = rows.reduce(
    (sum, row) => sum + Math.max(0, Date.parse(row.decided_at ?? row.submitted_at) - Date.parse(row.submitted_at)),
    0,
  );
  return Math.round((days / rows.length / 86_400_000) * 10) / 10;
}

/**
 * What both sides' enhanced stats tell of their applications: response rate (decided of not cancelled), acceptance
 * rate (accepted of decided), the mean days to a decision, and this month's applications and interviews.
 */
async function applicationRates(db: Executor, side: Side, monthStart: string) {
  const [counts, averageDays, thisMonth, interviews] = await Promise.all([
    applicationCounts(db, side),
    averageResponseDays(db, side),
    countApplicationsSince(db, side, monthStart),
    countCvActions(db, side, { subject: 'interview', since: monthStart }),
  ]);
  const decided = counts.accepted + counts.rejected;
  return {
    response_rate: percentOf(decided, counts.total - counts.cancelled),
    acceptance_rate: percentOf(counts.accepted, decided),
    average_response_days: averageDays,
    applications_this_month: thisMonth,
    interviews_this_month: interviews,
  };
}

/** A side's chart over the last `days` days: each of `events` counted per day, combined into figures. */
async function analyticsOf<E extends DailyEvent, K extends string>(
  db: Executor,
  side: Side,
  days: number,
  events: readonly E[],
  figures: (perDay: (event: E) => readonly DayCount[]) => Record<K, readonly DayCount[]>,
) {
  const { dates, from, to, since } = dailyWindow(days);
  const counts = new Map(
    await Promise.all(events.map(async (event) => [event, await countEventsPerDay(db, side, event, since)] as const)),
  );
  return {
    days,
    from,
    to,
    ...dailySeries(
      dates,
      figures((event) => counts.get(event) ?? []),
    ),
  };
}

/** The latest `limit` events of the side's applications, CV actions and employments. */
async function recentActivities(db: Executor, side: Side, viewer: Viewer, limit: number): Promise<Activity[]> {
  const [applications, actions, employments] = await Promise.all([
    findRecentApplications(db, side, limit),
    findRecentCvActions(db, side, limit),
    findRecentEmployments(db, side, limit),
  ]);
  return [
    ...applications.flatMap((row) => applicationActivities(row, viewer)),
    ...actions.flatMap((row) => cvActionActivities(row, viewer)),
    ...employments.flatMap((row) => employmentActivities(row, viewer)),
  ]
    .sort(newestFirst)
    .slice(0, limit);
}

// ---- Seeker ----------------------------------------------------------------------------------------

export async function seekerDashboard(app: FastifyInstance, seekerId: string): Promise<SeekerDashboard> {
  const side = { seekerId };
  const [applications, cvActions, employment, score] = await Promise.all([
    applicationCounts(app.db, side),
    cvActionCounts(app.db, side),
    findCurrentEmploymentOf(app.db, seekerId),
    getCvScoreDetails(app.db, seekerId),
  ]);
  return {
    applications,
    cv_actions: cvActions,
    pending_cv_actions: cvActions.pending,
    active_employment: employment
      ? {
          id: employment.id,
          company_name: companyNameOf(employment),
          position: employment.position,
          start_date: employment.start_date,
          status: employment.status,
        }
      : null,
    cv_score: score.score,
  };
}

export async function seekerEnhancedStats(app: FastifyInstance, seekerId: string): Promise<SeekerEnhancedStats> {
  const side = { seekerId };
  const [stats, shortlisted, documents] = await Promise.all([
    applicationRates(app.db, side, startOfMonthUtc()),
    countCvActions(app.db, side, { subject: 'shortlist', statuses: ['pending', 'responded'] }),
    countCvActions(app.db, side, { subject: 'additional-documents', statuses: ['pending'] }),
  ]);
  return { ...stats, shortlisted_count: shortlisted, pending_document_requests: documents, profile_views: 0 };
}

export const seekerRecentActivities = (app: FastifyInstance, seekerId: string, limit: number) =>
  recentActivities(app.db, { seekerId }, 'seeker', limit);

export const seekerAnalytics = (app: FastifyInstance, seekerId: string, days: number): Promise<SeekerAnalytics> =>
  analyticsOf(
    app.db,
    { seekerId },
    days,
    ['application-submitted', 'application-decided', 'cv-action-created'],
    (perDay) => ({
      applications_sent: perDay('application-submitted'),
      responses_received: perDay('application-decided'),
      cv_actions_received: perDay('cv-action-created'),
    }),
  );

// ---- Provider ---------------------------------------------------------------------------------------

export async function providerDashboard(app: FastifyInstance, providerId: string): Promise<ProviderDashboard> {
  const side = { providerId };
  const [jobRows, applications, cvActions, current, total, resignations] = await Promise.all([
    countJobPostsByStatus(app.db, providerId),
    applicationCounts(app.db, side),
    cvActionCounts(app.db, side),
    countEmployments(app.db, side, { current: true }),
    countEmployments(app.db, side),
    countEmployments(app.db, side, { status: 'resignation_requested' }),
  ]);
  const jobs = { draft: 0, live: 0, closed: 0, total: 0 };
  for (const row of jobRows) {
    const { count } = row;
    if (row.status === 'deleted') continue;
    jobs.total += count;
    if (row.status === 'draft' || row.status === 'live' || row.status === 'closed') jobs[row.status] = count;
  }
  return {
    jobs,
    open_jobs: jobs.live,
    applications,
    cv_actions: cvActions,
    hires: { current, total },
    resignation_requests: resignations,
  };
}

export async function providerEnhancedStats(app: FastifyInstance, providerId: string): Promise<ProviderEnhancedStats> {
  const side = { providerId };
  const monthStart = startOfMonthUtc();
  const [stats, hires] = await Promise.all([
    applicationRates(app.db, side, monthStart),
    countEmployments(app.db, side, { since: monthStart }),
  ]);
  return { ...stats, hires_this_month: hires, profile_views: 0 };
}

export const providerRecentActivities = (app: FastifyInstance, providerId: string, limit: number) =>
  recentActivities(app.db, { providerId }, 'provider', limit);

export const providerAnalytics = (app: FastifyInstance, providerId: string, days: number): Promise<ProviderAnalytics> =>
  analyticsOf(
    app.db,
    { providerId },
    days,
    ['application-submitted', 'application-decided', 'cv-action-created', 'employment-created'],
    // An action taken is a decision on an application or a CV action sent: the two figures of a day add up.
    (perDay) => ({
      applications_received: perDay('application-submitted'),
      actions_taken: [...perDay('application-decided'), ...perDay('cv-action-created')],
      hires: perDay('employment-created'),
    }),
  );
