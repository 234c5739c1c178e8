import type { SeekerApplication } from '@hireway/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeUser } from '../../../../test/fixtures';
import { JOB_ID, makePublicJob } from '../../../../test/job-fixtures';
import { data } from '../../../../test/mock-api';
import { jsonBody, mockSignedIn } from '../../../../test/routes-api';
import { renderApp } from '../../../testing/render-app';

const application = (status: SeekerApplication['status']): SeekerApplication => ({
  id: 'application-1',
  status,
  cover_letter: 'I love design.',
  rejection_reason: null,
  submitted_at: '2026-11-02T10:00:00.000Z',
  decided_at: null,
  created_at: '2026-11-02T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  job: { id: JOB_ID, title: 'Product Designer', status: 'live', application_deadline: null },
  company: { id: 'company-1', name: 'Acme GmbH' },
});

describe('seeker job page', () => {
  it('applies with a cover letter and withdraws the application', async () => {
    let current: SeekerApplication | null = null;
    const { requests } = mockSignedIn(makeUser('seeker'), {
      [`GET /jobs/${JOB_ID}`]: data(makePublicJob()),
      [`GET /seeker/jobs/${JOB_ID}/status`]: () => data({ job_id: JOB_ID, application: current, employment: null }),
      [`POST /seeker/jobs/${JOB_ID}/apply`]: () => {
        current = application('submitted');
        return { status: 201, body: { data: current } };
      },
      [`POST /seeker/jobs/${JOB_ID}/cancel`]: () => {
        current = application('cancelled');
        return data(current);
      },
    });
    const { user } = renderApp(`/job-seeker/jobs/${JOB_ID}`);

    expect(await screen.findByRole('heading', { name: 'Product Designer' })).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: /cover letter/i }), 'I love design.');
    await user.click(screen.getByRole('button', { name: 'Apply now' }));

    expect(await screen.findByText('Submitted')).toBeInTheDocument();
    const sent = requests.find((request) => request.path.endsWith('/apply'));
    expect(jsonBody(sent)).toEqual({ cover_letter: 'I love design.' });
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Withdraw application' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply now' })).toBeInTheDocument());
    expect(requests.filter((request) => request.path.endsWith('/cancel'))).toHaveLength(1);
  });
});
