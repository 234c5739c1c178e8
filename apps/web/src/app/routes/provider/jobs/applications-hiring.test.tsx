import type { ProviderJob } from '@hireway/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CANDIDATE_ID, makeEmployment, pageOf } from '../../../../test/candidate-fixtures';
import { makeUser } from '../../../../test/fixtures';
import { REMOTE_ENGINEERING_JOB } from '../../../../test/job-fixtures';
import { data } from '../../../../test/mock-api';
import { jsonBody, mockSignedIn } from '../../../../test/routes-api';
import { makeApplication } from '../../../../test/routes-fixtures';
import { renderApp } from '../../../testing/render-app';

const NOW = '2026-11-20T10:00:00.000Z';
const { id: APPLICATION_ID, job_id: JOB_ID } = makeApplication();

const job = {
  id: JOB_ID,
  title: 'Frontend Developer',
  ...REMOTE_ENGINEERING_JOB,
  skills: [],
  vacancies: 1,
  application_deadline: null,
  status: 'live',
  description: 'Build our web app with us, with care for accessibility and speed.',
  description_html: '<p>Build our web app with us.</p>',
  published_at: NOW,
  closed_at: null,
  created_at: NOW,
  updated_at: NOW,
  next_statuses: ['closed', 'archive', 'deleted'],
  applications_count: 1,
  applications_by_status: { accepted: 1 },
} satisfies ProviderJob;

const accepted = makeApplication({ status: 'accepted', decided_at: NOW });

describe('/provider/jobs/{id}/applications after accepting', () => {
  it('links to the candidate and employs from the accepted application', { timeout: 60_000 }, async () => {
    const { requests } = mockSignedIn(makeUser('provider'), {
      'POST /auth/logs': data({ message: 'ok' }),
      [`GET /provider/jobs/${JOB_ID}`]: data(job),
      [`GET /provider/jobs/${JOB_ID}/applications`]: pageOf([accepted]),
      [`POST /provider/action/${APPLICATION_ID}/employ`]: { status: 201, body: { data: makeEmployment() } },
    });
    const { user } = renderApp(`/provider/jobs/${JOB_ID}/applications`);

    const link = await screen.findByRole('link', { name: 'View CV and actions' }, { timeout: 30_000 });
    expect(link).toHaveAttribute('href', `/provider/candidates/${CANDIDATE_ID}`);
    await user.click(screen.getByRole('button', { name: 'Employ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Employ' });
    // The job's title is the position until the provider changes it.
    expect(within(dialog).getByRole('textbox', { name: /position/i })).toHaveValue('Frontend Developer');
    await user.click(within(dialog).getByRole('button', { name: 'Employ' }));

    expect(await screen.findByText('Grace Mensah now works for you.')).toBeInTheDocument();
    const sent = requests.find((request) => request.path === `/provider/action/${APPLICATION_ID}/employ`);
    expect(jsonBody(sent)).toMatchObject({
      position: 'Frontend Developer',
      terms: null,
    });
  });
});
