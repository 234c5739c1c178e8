import { z } from 'zod';

import { ANALYTICS_DEFAULT_DAYS, RECENT_ACTIVITIES_DEFAULT_LIMIT } from '../constants/constants';
import { dailyAnalyticsSchema } from '../series/daily-series';
import { CV_ACTION_SUBJECTS, EMPLOYMENT_STATUSES } from './hiring-states';

/* The seeker's and the provider's dashboards: counts, rates, recent events and daily series. */

export const RECENT_ACTIVITIES_MAX_LIMIT = 50;
export const ANALYTICS_MAX_DAYS = 365;

/** GET …/dashboard/recent-activities?limit= (default 10, at most 50). */
export const recentActivitiesQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: 'The limit must be a number' })
    .int('The limit must be a whole number')
    .min(1, 'The limit must be at least 1')
    .max(RECENT_ACTIVITIES_MAX_LIMIT, `The limit must be at most ${RECENT_ACTIVITIES_MAX_LIMIT}`)
    .default(RECENT_ACTIVITIES_DEFAULT_LIMIT),
});

/** GET …/dashboard/analytics?days= (default 30, at most 365). */
export const analyticsQuerySchema = z.strictObject({
  days: z.coerce
    .number({ error: 'Days must be a number' })
    .int('Days must be a whole number')
    .min(1, 'Days must be at least 1')
    .max(ANALYTICS_MAX_DAYS, `Days must be at most ${ANALYTICS_MAX_DAYS}`)
    .default(ANALYTICS_DEFAULT_DAYS),
});

/** A percentage 0–100 (whole number) of part in total; 0 when there is nothing to count. */
export const percentOf = (part: number, total: number): number =>
  total > 0 ? Math.round((Math.min(part, total) / total) * 100) : 0;

const count = z.number().int().min(0);
const percent = z.number().int().min(0).max(100);

export const applicationStatusCountsSchema = z.object({
  submitted: count,
  accepted: count,
  rejected: count,
  cancelled: count,
  total: count,
});
export type ApplicationStatusCounts = z.infer<typeof applicationStatusCountsSchema>;

export const cvActionStatusCountsSchema = z.object({
  pending: count,
  responded: count,
  cancelled: count,
  declined: count,
  total: count,
});
export type CvActionStatusCounts = z.infer<typeof cvActionStatusCountsSchema>;

// ---- Recent activities -------------------------------------------------------------------------------

export const ACTIVITY_TYPES = [
  'application.submitted',
  'application.accepted',
  'application.rejected',
  'application.cancelled',
  'cv_action.requested',
  'cv_action.responded',
  'cv_action.cancelled',
  'cv_action.declined',
  'employment.started',
  'employment.resignation_requested',
  'employment.resigned',
  'employment.terminated',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** One event; the web words it from `type` and the names (so it is translated like the rest of the screen). */
export const activitySchema = z.object({
  /** Stable: `{type}:{entity_id}`. */
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  /** The application, CV action or employment. */
  entity_id: z.string(),
  occurred_at: z.string(),
  job_title: z.string().nullable(),
  /** The provider's company. */
  company_name: z.string().nullable(),
  /** The seeker (provider dashboards only). */
  candidate_name: z.string().nullable(),
  /** CV actions: shortlist, interview or additional-documents. */
  subject: z.enum(CV_ACTION_SUBJECTS).nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

/** Newest first. */
export const recentActivitiesSchema = z.array(activitySchema);

// ---- Seeker ------------------------------------------------------------------------------------------

/** GET /seeker/dashboard */
export const seekerDashboardSchema = z.object({
  applications: applicationStatusCountsSchema,
  cv_actions: cvActionStatusCountsSchema,
  /** CV actions awaiting the seeker's answer. */
  pending_cv_actions: count,
  /** The seeker's current job (active, or resignation requested), the most recent first. */
  active_employment: z
    .object({
      id: z.string(),
      company_name: z.string(),
      position: z.string(),
      start_date: z.string(),
      status: z.enum(EMPLOYMENT_STATUSES),
    })
    .nullable(),
  cv_score: z.number().int().min(0).max(100),
});
export type SeekerDashboard = z.infer<typeof seekerDashboardSchema>;

/** What both sides' enhanced stats tell of their applications (sent by the seeker, received by the provider). */
const applicationRates = {
  /** Share of the side's applications (not cancelled) that the employer decided on. */
  response_rate: percent,
  /** Share of decided applications that were accepted. */
  acceptance_rate: percent,
  /** Mean days from submission to decision, one decimal; null before the first decision. */
  average_response_days: z.number().min(0).nullable(),
  applications_this_month: count,
  interviews_this_month: count,
};

/** GET /seeker/dashboard/enhanced-stats */
export const seekerEnhancedStatsSchema = z.object({
  ...applicationRates,
  shortlisted_count: count,
  pending_document_requests: count,
  /** Profile views are not tracked yet: always 0. */
  profile_views: count,
});
export type SeekerEnhancedStats = z.infer<typeof seekerEnhancedStatsSchema>;

/** GET /seeker/dashboard/analytics: one point per day, zeros included, oldest first. */
export const seekerAnalyticsSchema = dailyAnalyticsSchema({
  applications_sent: count,
  /** Decisions (accepted or rejected) on the seeker's applications. */
  responses_received: count,
  cv_actions_received: count,
});
export type SeekerAnalytics = z.infer<typeof seekerAnalyticsSchema>;

// ---- Provider ------------------------------------------------------------------------------------------

/** GET /provider/dashboard */
export const providerDashboardSchema = z.object({
  jobs: z.object({ draft: count, live: count, closed: count, total: count }),
  /** Live job posts. */
  open_jobs: count,
  applications: applicationStatusCountsSchema,
  cv_actions: cvActionStatusCountsSchema,
  hires: z.object({ current: count, total: count }),
  /** Employees who asked to resign and wait for an answer. */
  resignation_requests: count,
});
export type ProviderDashboard = z.infer<typeof providerDashboardSchema>;

/** GET /provider/dashboard/enhanced-stats */
export const providerEnhancedStatsSchema = z.object({
  ...applicationRates,
  hires_this_month: count,
  /** Views are not tracked yet: always 0. */
  profile_views: count,
});
export type ProviderEnhancedStats = z.infer<typeof providerEnhancedStatsSchema>;

/** GET /provider/dashboard/analytics: one point per day, zeros included, oldest first. */
export const providerAnalyticsSchema = dailyAnalyticsSchema({
  applications_received: count,
  /** CV actions sent plus applications accepted or rejected. */
  actions_taken: count,
  hires: count,
});
export type ProviderAnalytics = z.infer<typeof providerAnalyticsSchema>;
