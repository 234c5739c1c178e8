import type { ProviderJob } from '@hireway/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeUser } from '../../../../test/fixtures';
import { REMOTE_ENGINEERING_JOB } from '../../../../test/job-fixtures';
import { data, type MockResponse } from '../../../../test/mock-api';
import { fieldErrors, jsonBody, mockSignedIn } from '../../../../test/routes-api';
import { renderApp } from '../../../testing/render-app';

const JOB_ID = '7b0c5a3e-9f1d-4c2b-8a6e-1d2f3a4b5c6d';

const REFERENCE = {
  'GET /job-categories': data([{ id: 'c1', slug: 'engineering', name: 'Engineering' }]),
  'GET /employment-types': data([{ id: 'e1', slug: 'full-time', name: 'Full-time' }]),
  'GET /location-types': data([
    { id: 'l1', slug: 'remote', name: 'Remote' },
    { id: 'l2', slug: 'on-site', name: 'On-site' },
  ]),
  'GET /countries': data([{ code: 'DE', name: 'Germany', phone_code: '+49', flag: null }]),
};

const makeJob = (overrides: Partial<ProviderJob> = {}): ProviderJob => ({
  id: JOB_ID,
  title: 'Senior Backend Engineer',
  ...REMOTE_ENGINEERING_JOB,
  skills: ['Node.js'],
  vacancies: 1,
  application_deadline: null,
  status: 'draft',
  description: 'We are looking for an engineer who enjoys building reliable APIs for many users.',
  description_html: '<p>We are looking for an engineer.</p>',
  published_at: null,
  closed_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  next_statuses: ['live', 'archive', 'deleted'],
  applications_count: 2,
  applications_by_status: { submitted: 2 },
  ...overrides,
});

const { description: _description, description_html: _html, ...summary } = makeJob();
const listOf = (job: typeof summary): MockResponse => ({
  body: { data: [job], meta: { page: 1, per_page: 50, total: 1, last_page: 1 } },
});

describe('provider job form', () => {
  it('puts the server field errors on the job form fields', { timeout: 15_000 }, async () => {
    const { requests } = mockSignedIn(makeUser('provider'), {
      'POST /auth/logs': data({ message: 'ok' }),
      ...REFERENCE,
      'POST /provider/jobs': fieldErrors({ category: ['Choose a job category'] }),
    });
    const { user } = renderApp('/provider/jobs/new');

    await user.click(await screen.findByRole('textbox', { name: /job title/i }));
    await user.paste('Senior Backend Engineer');
    await user.click(screen.getByRole('textbox', { name: /^description/i }));
    await user.paste('We are looking for an engineer who enjoys building reliable APIs for many users.');
    await user.click(screen.getByRole('combobox', { name: /^category/i }));
    await user.click(await screen.findByRole('option', { name: 'Engineering' }));
    await user.click(screen.getByRole('combobox', { name: /^employment type/i }));
    await user.click(await screen.findByRole('option', { name: 'Full-time' }));
    await user.click(screen.getByRole('combobox', { name: /^location type/i }));
    await user.click(await screen.findByRole('option', { name: 'Remote' }));
    // Remote jobs need no place: the fields are gone.
    expect(screen.queryByRole('textbox', { name: /^city/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Choose a job category')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^category/i })).toHaveAttribute('aria-invalid', 'true');
    const sent = requests.find((request) => request.path === '/provider/jobs' && request.method === 'POST');
    expect(jsonBody(sent)).toMatchObject({
      title: 'Senior Backend Engineer',
      category: 'engineering',
      location_type: 'remote',
      country_code: null,
      status: 'live',
    });
  });

  it('checks the shared rules before sending', async () => {
    const { requests } = mockSignedIn(makeUser('provider'), REFERENCE);
    const { user } = renderApp('/provider/jobs/new');

    await user.click(await screen.findByRole('textbox', { name: /job title/i }));
    await user.paste('QA');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));

    expect(await screen.findByText('The title must be at least 3 characters')).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/provider/jobs')).toBe(false);
  });
});

describe('provider job status actions', () => {
  it('publishes a draft with the whole job and deletes after a confirmation', async () => {
    const { requests } = mockSignedIn(makeUser('provider'), {
      'POST /auth/logs': data({ message: 'ok' }),
      'GET /provider/jobs': listOf(summary),
      [`GET /provider/jobs/${JOB_ID}`]: data(makeJob()),
      [`PUT /provider/jobs/${JOB_ID}`]: data(
        makeJob({ status: 'live', next_statuses: ['closed', 'archive', 'deleted'] }),
      ),
      [`DELETE /provider/jobs/${JOB_ID}`]: data({ message: 'The job was deleted' }),
    });
    const { user } = renderApp('/provider/jobs');

    const row = (await screen.findByRole('link', { name: 'Senior Backend Engineer' })).closest('tr');
    if (row === null) throw new Error('no row');
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '2 applications' })).toBeInTheDocument();
    // The state machine: a draft may be published, archived or deleted, never closed.
    expect(within(row).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    const put = requests.find((request) => request.method === 'PUT');
    expect(jsonBody(put)).toMatchObject({
      title: 'Senior Backend Engineer',
      description: makeJob().description,
      status: 'live',
    });
    expect(await screen.findByText('The job is live.')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'DELETE')).toBe(true));
  });
});
