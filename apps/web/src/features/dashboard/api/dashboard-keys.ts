/** Whose dashboard: the seeker's (/seeker/dashboard…) or the provider's (/provider/dashboard…). */
export type DashboardSide = 'seeker' | 'provider';

export const dashboardKey = (side: DashboardSide) => ['dashboard', side] as const;

/** The choices of the charts' period selector, in days. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/**
 * A home's figures are fetched again each time the home opens (the cached ones show meanwhile): what happened
 * elsewhere — an application sent from another tab, a decision by the other side — must show on arrival.
 */
export const DASHBOARD_FRESHNESS = { staleTime: 0 } as const;
