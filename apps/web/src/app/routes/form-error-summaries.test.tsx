import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { pageOf } from '../../test/candidate-fixtures';
import { makeUser } from '../../test/fixtures';
import { data } from '../../test/mock-api';
import { mockSignedIn } from '../../test/routes-api';
import { makeApplication } from '../../test/routes-fixtures';
import { findErrorSummary } from '../../test/routes-forms';
import { renderApp } from '../testing/render-app';

/*
 * The error summary (decision 0027) on the forms wired to it last (issue 14): the contact form and the reject
 * dialog. The summary's own behaviour (order, links, fixed fields leaving it) is in auth/error-summary.test.tsx.
 */

const NOW = '2026-11-20T10:00:00.000Z';
const { id: APPLICATION_ID, job_id: JOB_ID } = makeApplication();

const submitted = makeApplication({ cover_letter: 'I have kept platforms up for six years.' });

describe('the error summary on the remaining forms (WCAG 3.3.1)', () => {
  it('the contact form sent empty lists subject, category and message, takes focus and leads to a field', async () => {
    mockSignedIn(makeUser('seeker'));
    const { user } = renderApp('/job-seeker/contact-us/new');

    const send = await screen.findByRole('button', { name: 'Send request' });
    expect(screen.queryByText('Please check these fields')).toBeNull();
    await user.click(send);

    const summary = await findErrorSummary();
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Subject: The subject must be at least 3 characters',
      'Category: Choose a category',
      expect.stringMatching(/^Message: The message must be at least \d+ characters$/),
    ]);
    await user.click(links[0] as HTMLElement);
    expect(screen.getByRole('textbox', { name: /^subject/i })).toHaveFocus();
  });

  it('the reject dialog sent without a reason names the field in its summary', { timeout: 60_000 }, async () => {
    const { requests } = mockSignedIn(makeUser('provider'), {
      'POST /auth/logs': data({ message: 'ok' }),
      [`GET /provider/jobs/${JOB_ID}/applications`]: pageOf([submitted]),
    });
    const { user } = renderApp(`/provider/jobs/${JOB_ID}/applications`);

    await user.click(await screen.findByRole('button', { name: 'Reject' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject application' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    const summary = await findErrorSummary(dialog);
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringMatching(/^Reason: The reason must be at least \d+ characters$/)]);
    expect(requests.some((request) => request.path.endsWith('/reject'))).toBe(false);
  });

  it('accepting an application moves focus to the application, not to the page', { timeout: 60_000 }, async () => {
    let decided = false;
    mockSignedIn(makeUser('provider'), {
      'POST /auth/logs': data({ message: 'ok' }),
      [`GET /provider/jobs/${JOB_ID}/applications`]: () =>
        pageOf([decided ? { ...submitted, status: 'accepted', decided_at: NOW } : submitted]),
      [`POST /provider/jobs/${APPLICATION_ID}/accept`]: () => {
        decided = true;
        return data({ ...submitted, status: 'accepted', decided_at: NOW });
      },
    });
    const { user } = renderApp(`/provider/jobs/${JOB_ID}/applications`);

    await user.click(await screen.findByRole('button', { name: 'Accept' }, { timeout: 30_000 }));

    const article = screen.getByRole('article', { name: 'Grace Mensah' });
    await waitFor(() => expect(article).toHaveFocus());
    expect(within(article).getByText('Accepted')).toBeInTheDocument();
  });
});
