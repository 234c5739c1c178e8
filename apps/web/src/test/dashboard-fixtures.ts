import {
  type Activity,
  lastDays,
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

/** A daily series of `days` points; `sent` gives the values of the last days (the newest last). */
export function makeSeekerAnalytics(days: number, sent: readonly number[] = []): SeekerAnalytics {
  const dates = lastDays(days);
  const series = dates.map((date, index) => ({
    date,
    applications_sent: sent[index - (dates.length - sent.length)] ?? 0,
    responses_received: 0,
    cv_actions_received: 0,
  }));
  const total = series.reduce((sum, point) => sum + point.applications_sent, 0);
  return {
    days,
    from: dates[0] ?? '',
    to: dates[dates.length - 1] ?? '',
    series,
    totals: { applications_sent: total, responses_received: 0, cv_actions_received: 0 },
  };
}

export function makeProviderAnalytics(days: number, received: readonly number[] = []): ProviderAnalytics {
  const dates = lastDays(days);
  const series = dates.map((date, index) => ({
    date,
    applications_received: received[index - (dates.length - received.length)] ?? 0,
    actions_taken: 0,
    hires: 0,
  }));
  const total = series.reduce((sum, point) => sum + point.applications_received, 0);
  return {
    days,
    from: dates[0] ?? '',
    to: dates[dates.length - 1] ?? '',
    series,
    totals: { applications_received: total, actions_taken: 0, hires: 0 },
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
