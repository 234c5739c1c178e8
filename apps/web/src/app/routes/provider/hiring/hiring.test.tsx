import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { changeLanguage } from '../../../../lib/i18n';
import {
  ACTION_ID,
  CANDIDATE_ID,
  EMPLOYMENT_ID,
  FILE_ID,
  makeDocumentsRequest,
  makeEmployment,
  makeInterview,
  makeShortlist,
  pageOf,
} from '../../../../test/candidate-fixtures';
import { makeUser } from '../../../../test/fixtures';
import { data, type mockApi } from '../../../../test/mock-api';
import { callsTo, fieldErrors, jsonBody, mockSignedIn, type ApiHandlers } from '../../../../test/routes-api';
import { pasteInto } from '../../../../test/routes-forms';
import { renderApp } from '../../../testing/render-app';

/** The first screen of a test loads its lazy route: slow on a busy machine. */
const LOADED = { timeout: 10_000 };

/** A provider signed in (their screens log the visit). */
const signedInProvider = (handlers: ApiHandlers) =>
  mockSignedIn(makeUser('provider'), { 'POST /auth/logs': data({ message: 'ok' }), ...handlers });

/** The subject filter of each call to the list. */
const subjectsAsked = (fetchMock: ReturnType<typeof mockApi>['fetchMock']): (string | null)[] =>
  callsTo(fetchMock, '/provider/actioned-candidates').map((url) => url.searchParams.get('subject'));

describe('/provider/shortlisted', () => {
  // The first test of a file also pays for transforming the app's modules: slow on a busy machine.
  it('lists the shortlist and undoes a pending one', { timeout: 60_000 }, async () => {
    const { requests, fetchMock } = signedInProvider({
      'GET /provider/actioned-candidates': pageOf([makeShortlist()]),
      [`POST /provider/action/${ACTION_ID}/cancel`]: data(makeShortlist({ status: 'cancelled' })),
    });
    const { user } = renderApp('/provider/shortlisted');

    const card = await screen.findByRole('article', { name: 'Shortlist: Grace Mensah' }, LOADED);
    expect(within(card).getByRole('link', { name: 'Grace Mensah' })).toHaveAttribute(
      'href',
      `/provider/candidates/${CANDIDATE_ID}`,
    );
    expect(within(card).getByText('Strong portfolio')).toBeInTheDocument();
    expect(subjectsAsked(fetchMock)).toContain('shortlist');

    await user.click(within(card).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('The request was cancelled.')).toBeInTheDocument();
    expect(requests.some((request) => request.path === `/provider/action/${ACTION_ID}/cancel`)).toBe(true);
  });

  it.each([
    {
      name: 'shows a refused step (409) as a readable toast',
      language: 'en',
      serverMessage:
        'This request is responded, so it cannot be cancelled. Only a request that is pending can be cancelled.',
      card: 'Shortlist: Grace Mensah',
      cancel: 'Cancel request',
      title: 'Not possible any more',
      shown: 'This request is responded, so it cannot be cancelled. Only a request that is pending can be cancelled.',
    },
    {
      name: 'explains a refused step in the interface language when the server message is not translated',
      language: 'de',
      serverMessage: 'This request was closed meanwhile.',
      card: 'Vorauswahl: Grace Mensah',
      cancel: 'Anfrage zurückziehen',
      title: 'Nicht mehr möglich',
      shown:
        'Der Status dieser Anfrage hat sich inzwischen geändert, daher ist dieser Schritt nicht mehr möglich. Die Seite zeigt jetzt den aktuellen Status.',
    },
  ] as const)('$name', async ({ language, serverMessage, card: cardName, cancel, title, shown }) => {
    await changeLanguage(language);
    signedInProvider({
      'GET /provider/actioned-candidates': pageOf([makeShortlist()]),
      [`POST /provider/action/${ACTION_ID}/cancel`]: {
        status: 409,
        body: { message: serverMessage, code: 'invalid_transition' },
      },
    });
    const { user } = renderApp('/provider/shortlisted');

    const card = await screen.findByRole('article', { name: cardName }, LOADED);
    await user.click(within(card).getByRole('button', { name: cancel }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(shown)).toBeInTheDocument();
  });
});

describe('/provider/scheduled-interviews', () => {
  it('shows the proposed time and declines after a confirmation', async () => {
    const answered = makeInterview({
      status: 'responded',
      responded_at: '2026-11-21T09:00:00.000Z',
      response: { message: 'Could we move it?', confirmed: null, proposed_date: '2026-12-04', proposed_time: '10:00' },
    });
    const { requests, fetchMock } = signedInProvider({
      'GET /provider/actioned-candidates': pageOf([answered]),
      [`POST /provider/action/${ACTION_ID}/decline`]: data({ ...answered, status: 'declined' }),
    });
    const { user } = renderApp('/provider/scheduled-interviews');

    const card = await screen.findByRole('article', { name: 'Interview: Grace Mensah' }, LOADED);
    expect(within(card).getByText('03-12-2026 14:30 (Europe/Lisbon)')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'https://meet.example.com/grace' })).toBeInTheDocument();
    expect(within(card).getByText('The candidate proposes 04-12-2026 at 10:00.')).toBeInTheDocument();
    expect(within(card).getByText('Answered')).toBeInTheDocument();
    // Answered: it can no longer be undone, only declined or turned into an employment.
    expect(within(card).queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
    expect(subjectsAsked(fetchMock)).toContain('interview');

    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this candidate?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('The candidate was declined.')).toBeInTheDocument();
    expect(requests.some((request) => request.path === `/provider/action/${ACTION_ID}/decline`)).toBe(true);
  });
});

describe('/provider/additional-documents', () => {
  it('shows the answer and files, and employs with the terms after checking the fields', async () => {
    const answered = makeDocumentsRequest({
      status: 'responded',
      responded_at: '2026-11-21T09:00:00.000Z',
      response: { message: 'Here you are', confirmed: null, proposed_date: null, proposed_time: null },
      files: [
        {
          id: FILE_ID,
          filename: 'diploma.pdf',
          content_type: 'application/pdf',
          size_bytes: 2048,
          download_url: `/api/v1/seeker/cv-actions/${ACTION_ID}/files/${FILE_ID}`,
        },
      ],
    });
    const { requests } = signedInProvider({
      'GET /provider/actioned-candidates': pageOf([answered]),
      [`POST /provider/action/${ACTION_ID}/employ`]: fieldErrors({ start_date: ['Start date cannot be in the past'] }),
    });
    const { user } = renderApp('/provider/additional-documents');

    const card = await screen.findByRole('article', { name: 'Document request: Grace Mensah' }, LOADED);
    expect(within(card).getByText('Diploma')).toBeInTheDocument();
    expect(within(card).getByText('Here you are')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Download diploma.pdf' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Employ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Employ' });
    await user.click(within(dialog).getByRole('button', { name: 'Employ' }));
    expect(await within(dialog).findByText('Position must be at least 2 characters')).toBeInTheDocument();
    expect(requests.some((request) => request.path.endsWith('/employ'))).toBe(false);

    await pasteInto(user, within(dialog).getByRole('textbox', { name: /position/i }), 'Frontend Developer');
    await pasteInto(user, within(dialog).getByRole('textbox', { name: /terms/i }), '40 hours a week');
    await user.click(within(dialog).getByRole('button', { name: 'Employ' }));

    expect(await within(dialog).findByText('Start date cannot be in the past')).toBeInTheDocument();
    expect(jsonBody(requests.find((request) => request.path.endsWith('/employ')))).toMatchObject({
      position: 'Frontend Developer',
      terms: '40 hours a week',
    });
  });
});

describe('/provider/my-candidates', () => {
  it('accepts a pending resignation', async () => {
    const resigning = makeEmployment({
      status: 'resignation_requested',
      resignation_reason: 'I am moving to another city next year.',
      resignation_requested_at: '2026-11-21T09:00:00.000Z',
    });
    const { requests } = signedInProvider({
      'GET /provider/my-candidates': pageOf([resigning]),
      [`POST /provider/my-candidates/${EMPLOYMENT_ID}/accept-resignation`]: data({ ...resigning, status: 'resigned' }),
    });
    const { user } = renderApp('/provider/my-candidates');

    const card = await screen.findByRole('article', { name: 'Grace Mensah' }, LOADED);
    expect(within(card).getByText('Resignation requested')).toBeInTheDocument();
    expect(within(card).getByText('I am moving to another city next year.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Accept resignation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the resignation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept resignation' }));

    expect(await screen.findByText('The resignation of Grace Mensah is accepted.')).toBeInTheDocument();
    expect(
      requests.some((request) => request.path === `/provider/my-candidates/${EMPLOYMENT_ID}/accept-resignation`),
    ).toBe(true);
  });

  it('terminates with a reason and the last day', async () => {
    const { requests } = signedInProvider({
      'GET /provider/my-candidates': pageOf([makeEmployment()]),
      [`POST /provider/my-candidates/${EMPLOYMENT_ID}/terminate-employment`]: data(
        makeEmployment({ status: 'terminated' }),
      ),
    });
    const { user } = renderApp('/provider/my-candidates');

    const card = await screen.findByRole('article', { name: 'Grace Mensah' }, LOADED);
    expect(within(card).queryByRole('button', { name: 'Accept resignation' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Terminate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminate employment' });
    await pasteInto(user, within(dialog).getByRole('textbox', { name: /reason/i }), 'Too short');
    await user.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    expect(await within(dialog).findByText('The reason must be at least 10 characters')).toBeInTheDocument();

    await pasteInto(user, within(dialog).getByRole('textbox', { name: /reason/i }), ' – the project ended.');
    const lastDay = within(dialog).getByLabelText(/last day/i);
    await user.clear(lastDay);
    await pasteInto(user, lastDay, '2026-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Terminate' }));

    expect(await screen.findByText('The employment was terminated.')).toBeInTheDocument();
    await waitFor(() =>
      expect(jsonBody(requests.find((request) => request.path.endsWith('/terminate-employment')))).toEqual({
        reason: 'Too short – the project ended.',
        date: '2026-12-31',
      }),
    );
  });
});
