import {
  type Activity,
  dailySeries,
  dailyWindow,
  type ProviderAnalytics,
  type ProviderDashboard,
  type ProviderEnhancedStats,
  type SeekerAnalytics,
  type SeekerDashboard,
  type SeekerEnhancedStats,
} from '@hireway/shared';

/* The dashboards' API answers, as the server sends them. */

const counts = { submitted: 0, accepted: 0, rejected: 0, cancelled: 0, total: 0 };
const actionCounts = { pending: 0, responded: 0, cancelled: 0, declined: 0, total: 0 };

export const makeSeekerDashboard = (overrides: Partial<SeekerDashboard> = {}): SeekerDashboard => ({
  applications: counts,
  cv_actions: actionCounts,
  pending_cv_actions: 0,
  active_employment: null,
  cv_score: 0,
  ...overrides,
});

export const makeSeekerStats = (overrides: Partial<SeekerEnhancedStats> = {}): SeekerEnhancedStats => ({
  response_rate: 0,
  acceptance_rate: 0,
  average_response_days: null,
  applications_this_month: 0,
  interviews_this_month: 0,
  shortlisted_count: 0,
  pending_document_requests: 0,
  profile_views: 0,
  ...overrides,
});

export const makeProviderDashboard = (overrides: Partial<ProviderDashboard> = {}): ProviderDashboard => ({
  jobs: { draft: 0, live: 0, closed: 0, total: 0 },
  open_jobs: 0,
  applications: counts,
  cv_actions: actionCounts,
  hires: { current: 0, total: 0 },
  resignation_requests: 0,
  ...overrides,
});

export const makeProviderStats = (overrides: Partial<ProviderEnhancedStats> = {}): ProviderEnhancedStats => ({
  response_rate: 0,
  acceptance_rate: 0,
  average_response_days: null,
  applications_this_month: 0,
  interviews_this_month: 0,
  hires_this_month: 0,
  profile_views: 0,
  ...overrides,
});

/** `values` as the per-day figures of the last dates (the newest last). */
const lastValues = (dates: readonly string[], values: readonly number[]) =>
  values.map((count, index) => ({ day: dates[dates.length - values.length + index] ?? '', count }));

/** A daily series of `days` points; `sent` gives the values of the last days (the newest last). */
export function makeSeekerAnalytics(days: number, sent: readonly number[] = []): SeekerAnalytics {
  const { dates, from, to } = dailyWindow(days);
  return {
    days,
    from,
    to,
    ...dailySeries(dates, {
      applications_sent: lastValues(dates, sent),
      responses_received: [],
      cv_actions_received: [],
    }),
  };
}

export function makeProviderAnalytics(days: number, received: readonly number[] = []): ProviderAnalytics {
  const { dates, from, to } = dailyWindow(days);
  return {
    days,
    from,
    to,
    ...dailySeries(dates, { applications_received: lastValues(dates, received), actions_taken: [], hires: [] }),
  };
}

export const makeActivity = (overrides: Partial<Activity> = {}): Activity => ({
  id: 'application.submitted:0f8fad5b-d9cb-469f-a165-70867728950e',
  type: 'application.submitted',
  entity_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  occurred_at: '2026-11-20T10:00:00.000Z',
  job_title: 'Warehouse operative',
  company_name: null,
  candidate_name: null,
  subject: null,
  ...overrides,
});
