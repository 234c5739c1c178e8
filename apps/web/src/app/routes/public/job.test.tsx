import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { data, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../testing/render-app';
import { makePublicJob } from '../../../test/job-fixtures';

const ldScripts = () => [...document.querySelectorAll('script[type="application/ld+json"]')];

describe('public job page', () => {
  it('puts the job posting data into the page as JSON-LD and removes it on leaving', async () => {
    const job = makePublicJob();
    const { requests } = mockApi({ [`GET /jobs/${job.id}`]: data(job) });
    const { router } = renderApp(`/jobs/${job.id}`);

    expect(await screen.findByRole('heading', { name: 'Product Designer' })).toBeInTheDocument();
    await waitFor(() => expect(ldScripts()).toHaveLength(1));
    expect(JSON.parse(ldScripts()[0]?.textContent ?? '')).toEqual(job.json_ld);
    // Anonymous: the job is fetched without a token.
    expect(requests.find((request) => request.path === `/jobs/${job.id}`)?.headers.has('Authorization')).toBe(false);

    await router.navigate('/faqs');
    await waitFor(() => expect(ldScripts()).toHaveLength(0));
  });
});
