import { formatDate } from '@hireway/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  makeActivity,
  makeProviderAnalytics,
  makeProviderDashboard,
  makeProviderStats,
} from '../../../test/dashboard-fixtures';
import { data } from '../../../test/mock-api';
import {
  breakdownLines,
  expectEmptyHome,
  expectFigures,
  figureOf,
  LOADED,
  renderDashboardHome,
} from '../../testing/render-dashboard-home';

describe('the provider home', () => {
  it('shows open jobs, applications by status, hires and the recent activity from the API', async () => {
    renderDashboardHome('provider', {
      dashboard: data(
        makeProviderDashboard({
          jobs: { draft: 2, live: 3, closed: 1, total: 6 },
          open_jobs: 3,
          applications: { submitted: 5, accepted: 2, rejected: 1, cancelled: 0, total: 8 },
          cv_actions: { pending: 1, responded: 0, cancelled: 0, declined: 0, total: 1 },
          hires: { current: 2, total: 4 },
        }),
      ),
      stats: data(makeProviderStats({ interviews_this_month: 3, hires_this_month: 1 })),
      activities: data([
        makeActivity({ candidate_name: 'Grace Hopper', job_title: 'Forklift driver' }),
        makeActivity({
          id: 'employment.started:e1',
          type: 'employment.started',
          candidate_name: 'Alan Turing',
          job_title: 'Night shift lead',
        }),
      ]),
      analytics: (days) => data(makeProviderAnalytics(days, [4, 2])),
    });

    await screen.findByRole('region', { name: 'Open jobs' }, LOADED);
    await waitFor(() => expect(figureOf('Open jobs')).toContain('3'));
    expectFigures({
      'Open jobs': ['2 drafts · 1 closed'],
      Applications: ['8', '5 waiting for your decision'],
      'Interviews this month': ['3', '1 request waiting for candidates'],
      'Current employees': ['2', '4 hired in total · 1 this month'],
    });
    expect(breakdownLines()).toEqual(['Submitted: 5', 'Accepted: 2', 'Rejected: 1', 'Withdrawn: 0']);

    const items = within(await screen.findByRole('list', { name: 'Recent activity' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Grace Hopper applied for Forklift driver');
    expect(items[1]).toHaveTextContent('Alan Turing started as Night shift lead');

    expect(await screen.findByRole('list', { name: 'Totals of the last 30 days' })).toHaveTextContent(
      'Applications received: 6',
    );
    expect(await screen.findByRole('img', { name: 'Activity over time' }, LOADED)).toBeInTheDocument();
  });

  it('gives the activity chart’s day-by-day figures as a table, for screen reader and keyboard users', async () => {
    const analytics = makeProviderAnalytics(30, [4, 2]);
    const { user } = renderDashboardHome('provider', { analytics: () => data(analytics) });

    const show = await screen.findByRole('button', { name: 'Show the figures as a table: Activity over time' }, LOADED);
    expect(screen.queryByRole('table', { name: 'Activity over time' })).not.toBeInTheDocument();
    show.focus();
    await user.keyboard('{Enter}');
    const table = screen.getByRole('table', { name: 'Activity over time' });
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(
      within(head as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Applications received', 'Your decisions and requests', 'Hires']);
    // One row per day of the series, each with the series' figures of that day.
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => Number(cell.textContent)),
      ),
    ).toEqual(analytics.series.map((point) => [point.applications_received, point.actions_taken, point.hires]));
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      analytics.series.map((point) => formatDate(point.date)),
    );
    expect(rows.at(-1)).toHaveTextContent(/2\s*0\s*0$/);
    expect(rows.at(-2)).toHaveTextContent(/4\s*0\s*0$/);

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('table', { name: 'Activity over time' })).not.toBeInTheDocument();
    expect(show).toHaveAccessibleName('Show the figures as a table: Activity over time');
  });

  it('asks for the chosen period when the days selector changes', async () => {
    const { user, analyticsDays } = renderDashboardHome('provider', {
      analytics: (days) => data(makeProviderAnalytics(days, days === 90 ? [9, 1] : [1])),
    });

    expect(await screen.findByRole('list', { name: 'Totals of the last 30 days' }, LOADED)).toHaveTextContent(
      'Applications received: 1',
    );
    await user.click(screen.getByRole('radio', { name: '90 days' }));
    expect(await screen.findByRole('list', { name: 'Totals of the last 90 days' })).toHaveTextContent(
      'Applications received: 10',
    );
    expect(analyticsDays()).toEqual(['30', '90']);
  });

  it('explains the empty dashboard of a new provider', async () => {
    await expectEmptyHome('provider', {
      start: 'No applications yet. They will appear here as soon as job seekers apply to your jobs.',
      activity: 'Applications to your jobs, your requests to candidates and your hires will appear here.',
    });
    expect(figureOf('Open jobs')).toContain('0');
    expect(screen.queryByRole('img', { name: 'Activity over time' })).not.toBeInTheDocument();
  });
});
