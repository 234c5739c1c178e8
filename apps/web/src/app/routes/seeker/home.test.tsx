import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  makeActivity,
  makeSeekerAnalytics,
  makeSeekerDashboard,
  makeSeekerStats,
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

describe('the seeker home', () => {
  it('shows the figures, the status breakdown and the recent activity from the API', async () => {
    renderDashboardHome('seeker', {
      dashboard: data(
        makeSeekerDashboard({
          applications: { submitted: 3, accepted: 1, rejected: 2, cancelled: 1, total: 7 },
          active_employment: {
            id: 'e1',
            company_name: 'Acme Logistics',
            position: 'Forklift driver',
            start_date: '2026-11-02',
            status: 'active',
          },
        }),
      ),
      stats: data(makeSeekerStats({ interviews_this_month: 2, shortlisted_count: 1, pending_document_requests: 4 })),
      activities: data([
        makeActivity({
          id: 'application.accepted:a1',
          type: 'application.accepted',
          company_name: 'Acme Logistics',
          job_title: 'Forklift driver',
        }),
        makeActivity({
          id: 'cv_action.requested:c1',
          type: 'cv_action.requested',
          job_title: null,
          company_name: 'Brightside',
          subject: 'interview',
        }),
      ]),
      analytics: (days) => data(makeSeekerAnalytics(days, [2, 0, 1])),
    });

    await screen.findByRole('region', { name: 'Applications' }, LOADED);
    await waitFor(() => expect(figureOf('Applications')).toContain('7'));
    expectFigures({
      Applications: ['3 waiting · 1 accepted · 2 rejected'],
      'Interviews this month': ['2', '1 shortlist open'],
      'Document requests': ['4'],
      Employment: ['Forklift driver', 'At Acme Logistics since 02-11-2026'],
    });
    expect(breakdownLines()).toEqual(['Submitted: 3', 'Accepted: 1', 'Rejected: 2', 'Withdrawn: 1']);

    const recent = screen.getByRole('list', { name: 'Recent activity' });
    const items = within(recent).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Acme Logistics accepted your application for Forklift driver');
    expect(items[1]).toHaveTextContent('Brightside sent you a request: Interview');

    const totals = await screen.findByRole('list', { name: 'Totals of the last 30 days' });
    expect(totals).toHaveTextContent('Applications sent: 3');
    expect(await screen.findByRole('img', { name: 'Activity over time' }, LOADED)).toBeInTheDocument();
  });

  it('asks for the chosen period when the days selector changes', async () => {
    const { user, analyticsDays } = renderDashboardHome('seeker', {
      analytics: (days) => data(makeSeekerAnalytics(days, days === 7 ? [1] : [1, 4])),
    });

    expect(await screen.findByRole('list', { name: 'Totals of the last 30 days' }, LOADED)).toHaveTextContent(
      'Applications sent: 5',
    );
    expect(analyticsDays()).toEqual(['30']);

    await user.click(screen.getByRole('radio', { name: '7 days' }));
    expect(await screen.findByRole('list', { name: 'Totals of the last 7 days' })).toHaveTextContent(
      'Applications sent: 1',
    );
    await user.click(screen.getByRole('radio', { name: '90 days' }));
    expect(await screen.findByRole('list', { name: 'Totals of the last 90 days' })).toBeInTheDocument();
    expect(analyticsDays()).toEqual(['30', '7', '90']);
  });

  it('explains the empty dashboard of a new seeker', async () => {
    await expectEmptyHome('seeker', {
      start: 'You have not applied for a job yet. Browse the open jobs and apply in a few clicks.',
      activity: 'Your applications, requests from employers and jobs will appear here.',
    });
    expect(figureOf('Employment')).toContain('Not employed yet');
    expect(screen.queryByRole('img', { name: 'Activity over time' })).not.toBeInTheDocument();
  });

  it('says when the figures cannot be loaded', async () => {
    // A 4xx is not retried, so the screen settles at once.
    const failure = { status: 403, body: { message: 'Pay the registration fee first', code: 'forbidden' } };
    renderDashboardHome('seeker', {
      dashboard: failure,
      stats: failure,
      activities: failure,
      analytics: () => failure,
    });

    await screen.findByRole('region', { name: 'Applications' }, LOADED);
    await waitFor(() =>
      expect(screen.getAllByText('These figures cannot be loaded right now. Please try again later.')).toHaveLength(3),
    );
    expect(figureOf('Applications')).toContain('–');
  });
});
