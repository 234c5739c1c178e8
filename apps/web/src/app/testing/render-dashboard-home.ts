import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

import { storeSession } from '../../lib/auth/auth-store';
import {
  makeProviderAnalytics,
  makeProviderDashboard,
  makeProviderStats,
  makeSeekerAnalytics,
  makeSeekerDashboard,
  makeSeekerStats,
} from '../../test/dashboard-fixtures';
import { makeCheck, makeSession, makeUser } from '../../test/fixtures';
import { data, mockApi, type MockResponse, type RecordedRequest } from '../../test/mock-api';
import { makeCv, scoreOf } from '../../test/seeker-fixtures';
import { renderApp } from './render-app';

/** The first screen of a run loads the lazy route and the chart library: more than the default second. */
export const LOADED = { timeout: 10_000 };

/** The text of a stat card (a region named by its label). */
export const figureOf = (name: string): string | null => screen.getByRole('region', { name }).textContent;

/** Each stat card (by its label) shows each of its texts. */
export const expectFigures = (figures: Record<string, string[]>) => {
  for (const [name, texts] of Object.entries(figures)) {
    for (const text of texts) expect(figureOf(name)).toContain(text);
  }
};

/** The lines of the "Applications by status" breakdown, in order. */
export const breakdownLines = (): (string | null)[] =>
  within(screen.getByRole('region', { name: 'Applications by status' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

export interface DashboardAnswers {
  dashboard?: MockResponse;
  stats?: MockResponse;
  activities?: MockResponse;
  /** The analytics answer for the ?days= the screen asks for. */
  analytics?: (days: number) => MockResponse;
}

const SIDES = {
  seeker: {
    url: '/job-seeker/home',
    dashboard: makeSeekerDashboard,
    stats: makeSeekerStats,
    analytics: makeSeekerAnalytics,
    // The home's CV card asks for the score.
    extra: { 'GET /seeker/cv/score/details': data(scoreOf(makeCv())) },
  },
  provider: {
    url: '/provider',
    dashboard: makeProviderDashboard,
    stats: makeProviderStats,
    analytics: makeProviderAnalytics,
    extra: { 'POST /auth/logs': { status: 201, body: { data: {} } } },
  },
} as const;

/** A signed-in seeker's or provider's home with the dashboard API answering as given (empty by default). */
export function renderDashboardHome(side: keyof typeof SIDES, answers: DashboardAnswers = {}) {
  const config = SIDES[side];
  const session = makeSession(makeUser(side));
  storeSession(session);
  const api = mockApi({
    'POST /auth/check': data(makeCheck(session)),
    ...config.extra,
    [`GET /${side}/dashboard`]: answers.dashboard ?? data(config.dashboard()),
    [`GET /${side}/dashboard/enhanced-stats`]: answers.stats ?? data(config.stats()),
    [`GET /${side}/dashboard/recent-activities`]: answers.activities ?? data([]),
    [`GET /${side}/dashboard/analytics`]: (request: RecordedRequest) =>
      (answers.analytics ?? ((days) => data(config.analytics(days))))(Number(request.query.get('days'))),
  });
  const analyticsDays = () =>
    api.requests
      .filter((request) => request.path === `/${side}/dashboard/analytics`)
      .map((request) => request.query.get('days'));
  return { ...api, analyticsDays, ...renderApp(config.url) };
}

/**
 * The home of a new user with nothing yet: its own first-steps text, no activity in the last 30 days, the text of the
 * empty activity list, and no chart.
 */
export async function expectEmptyHome(side: keyof typeof SIDES, texts: { start: string; activity: string }) {
  renderDashboardHome(side);
  expect(await screen.findByText(texts.start, {}, LOADED)).toBeInTheDocument();
  expect(
    await screen.findByText('Nothing happened in the last 30 days. Choose a longer period or come back later.'),
  ).toBeInTheDocument();
  expect(screen.getByText(texts.activity)).toBeInTheDocument();
}
