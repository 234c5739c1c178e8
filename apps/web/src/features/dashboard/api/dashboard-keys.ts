/** Whose dashboard: the seeker's (/seeker/dashboard…) or the provider's (/provider/dashboard…). */
export type DashboardSide = 'seeker' | 'provider';

export const dashboardKey = (side: DashboardSide) => ['dashboard', side] as const;

/** The choices of the charts' period selector, in days. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
