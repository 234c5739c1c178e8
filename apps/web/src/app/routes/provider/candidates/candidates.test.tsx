import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  CANDIDATE_ID,
  makeCandidate,
  makeCandidateDetail,
  makeShortlist,
  pageOf,
} from '../../../../test/candidate-fixtures';
import { makeUser } from '../../../../test/fixtures';
import { data } from '../../../../test/mock-api';
import { callsTo, cappedPage, jsonBody, mockSignedIn, type ApiHandlers } from '../../../../test/routes-api';
import { pasteInto } from '../../../../test/routes-forms';
import { renderApp } from '../../../testing/render-app';

/** A provider signed in, with the reference lists the candidate screens read. */
const signedInProvider = (handlers: ApiHandlers) =>
  mockSignedIn(makeUser('provider'), {
    'POST /auth/logs': data({ message: 'ok' }),
    'GET /countries': data([{ code: 'PT', name: 'Portugal', phone_code: '+351', flag: null }]),
    'GET /employment-types': data([]),
    ...handlers,
  });

/** The first screen of a test loads its lazy route: slow on a busy machine. */
const LOADED = { timeout: 10_000 };

const inFuture = (days: number): string => {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
};

describe('/provider/candidates', () => {
  // The first test of a file also pays for transforming the app's modules: slow on a busy machine.
  it('lists the pool with CV scores and sends the search and filters', { timeout: 60_000 }, async () => {
    const { fetchMock } = signedInProvider({ 'GET /provider/candidates': pageOf([makeCandidate()]) });
    const { user } = renderApp('/provider/candidates');

    const card = await screen.findByRole('article', { name: 'Grace Mensah' }, LOADED);
    expect(within(card).getByRole('link', { name: 'Grace Mensah' })).toHaveAttribute(
      'href',
      `/provider/candidates/${CANDIDATE_ID}`,
    );
    expect(within(card).getByText('Frontend developer with a design eye')).toBeInTheDocument();
    expect(within(card).getByText('React')).toBeInTheDocument();
    expect(within(card).getByLabelText('CV score 82 of 100')).toBeInTheDocument();
    expect(screen.getByText('1 candidate')).toBeInTheDocument();

    await pasteInto(user, screen.getByRole('textbox', { name: 'Search' }), 'react lisbon');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await pasteInto(user, screen.getByRole('textbox', { name: 'Minimum years of experience' }), '3');

    await waitFor(() => {
      const last = callsTo(fetchMock, '/provider/candidates').at(-1);
      expect(last?.searchParams.get('q')).toBe('react lisbon');
      expect(last?.searchParams.get('min_experience')).toBe('3');
      expect(last?.searchParams.get('page')).toBe('1');
    });
    // Empty filters are not sent.
    expect(callsTo(fetchMock, '/provider/candidates').at(-1)?.searchParams.has('city')).toBe(false);
  });

  it('says "10,000+" past the count cap and pages by the answer\'s cursors', async () => {
    const capped = (page: number) => cappedPage([makeCandidate({ first_name: page === 1 ? 'Grace' : 'Ada' })], page);
    const { fetchMock } = signedInProvider({
      'GET /provider/candidates': (request) => capped(Number(request.query.get('page') ?? '1')),
    });
    const { user } = renderApp('/provider/candidates');

    expect(await screen.findByText('10,000+ candidates', {}, LOADED)).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => {
      const last = callsTo(fetchMock, '/provider/candidates').at(-1);
      expect(last?.searchParams.get('page')).toBe('2');
      expect(last?.searchParams.get('cursor')).toBe('next-of-1');
    });
    expect(await within(pager).findByText('Page 2')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/provider/candidates').at(-1)?.searchParams.get('cursor')).toBe('next-of-2'),
    );
    await within(pager).findByText('Page 3');
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    await waitFor(() => {
      const last = callsTo(fetchMock, '/provider/candidates').at(-1);
      expect(last?.searchParams.get('page')).toBe('2');
      expect(last?.searchParams.get('cursor')).toBe('prev-of-3');
    });
  });

  it('says so when nobody matches', async () => {
    signedInProvider({ 'GET /provider/candidates': pageOf([]) });
    renderApp('/provider/candidates');
    expect(
      await screen.findByText('No candidate matches. Try fewer words or filters.', {}, LOADED),
    ).toBeInTheDocument();
  });
});

describe('/provider/candidates/{id}', () => {
  const detailApi = (extra: ApiHandlers = {}): ApiHandlers => ({
    [`GET /provider/candidates/${CANDIDATE_ID}`]: data(makeCandidateDetail()),
    'GET /provider/actioned-candidates': pageOf([makeShortlist()]),
    ...extra,
  });

  /** The server takes the candidate action (201). */
  const accepting = (action: string): ApiHandlers => ({
    [`POST /provider/candidates/${CANDIDATE_ID}/action/${action}`]: { status: 201, body: { data: makeShortlist() } },
  });

  it("shows the CV, asks for this candidate's actions only, and shortlists with a note", async () => {
    const { requests } = signedInProvider(detailApi(accepting('shortlist')));
    const { user } = renderApp(`/provider/candidates/${CANDIDATE_ID}`);

    // The page's heading, then the CV document's own.
    expect(await screen.findAllByRole('heading', { level: 1, name: 'Grace Mensah' }, LOADED)).toHaveLength(2);
    expect(screen.getByText('Senior Frontend Engineer')).toBeInTheDocument();
    expect(
      screen.getByText('Contact details show once you accept one of their applications or employ them.'),
    ).toBeInTheDocument();
    const history = await screen.findByRole('region', { name: 'Your requests to this candidate' });
    expect(await within(history).findByText('Strong portfolio')).toBeInTheDocument();
    expect(within(history).getAllByRole('article')).toHaveLength(1);
    expect(within(history).getByText('Awaiting answer')).toBeInTheDocument();
    const listed = requests.find((request) => request.path === '/provider/actioned-candidates');
    expect(listed?.query.get('candidate_id')).toBe(CANDIDATE_ID);

    await user.click(screen.getByRole('button', { name: 'Shortlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shortlist this candidate' }, LOADED);
    await pasteInto(user, within(dialog).getByRole('textbox', { name: /note/i }), 'Great fit for the design team');
    await user.click(within(dialog).getByRole('button', { name: 'Add to shortlist' }));

    expect(await screen.findByText('Grace Mensah is on your shortlist.')).toBeInTheDocument();
    const sent = requests.find((request) => request.path.endsWith('/action/shortlist'));
    expect(jsonBody(sent)).toEqual({ note: 'Great fit for the design team' });
  });

  it('checks the interview form with the shared schema, then sends the invitation', { timeout: 40_000 }, async () => {
    const { requests } = signedInProvider(detailApi(accepting('interview')));
    const { user } = renderApp(`/provider/candidates/${CANDIDATE_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Request interview' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to an interview' }, LOADED);
    await user.click(within(dialog).getByRole('radio', { name: 'In person' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await within(dialog).findByText('Enter the date as a date like 2026-05-31')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the time like 14:30')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^place/i)).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((request) => request.path.endsWith('/action/interview'))).toBe(false);

    const date = inFuture(7);
    await pasteInto(user, within(dialog).getByLabelText(/^date\s*\*?$/i), date);
    await pasteInto(user, within(dialog).getByLabelText(/^time\s*\*?$/i), '14:30');
    await pasteInto(user, within(dialog).getByLabelText(/^place/i), 'Rua Augusta 10, Lisbon');
    await pasteInto(user, within(dialog).getByRole('textbox', { name: /notes/i }), 'Bring your portfolio');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Grace Mensah is invited to an interview.')).toBeInTheDocument();
    expect(jsonBody(requests.find((request) => request.path.endsWith('/action/interview')))).toMatchObject({
      date,
      time: '14:30',
      mode: 'in_person',
      place: 'Rua Augusta 10, Lisbon',
      link: null,
      notes: 'Bring your portfolio',
    });
  });

  it('asks for documents one a line and shows a refused request in the form', async () => {
    const { requests } = signedInProvider(
      detailApi({
        [`POST /provider/candidates/${CANDIDATE_ID}/action/additional-documents`]: {
          status: 409,
          body: {
            message:
              'This candidate already has a pending document request from you. Cancel it or wait for the answer.',
            code: 'conflict',
          },
        },
      }),
    );
    const { user } = renderApp(`/provider/candidates/${CANDIDATE_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Request documents' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Request documents' }, LOADED);
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('List at least one document')).toBeInTheDocument();

    await pasteInto(user, within(dialog).getByRole('textbox', { name: /^documents/i }), 'Diploma\n\nWork permit');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(
      await within(dialog).findByText(
        'This candidate already has a pending document request from you. Cancel it or wait for the answer.',
      ),
    ).toBeInTheDocument();
    expect(jsonBody(requests.find((request) => request.path.endsWith('/action/additional-documents')))).toEqual({
      documents: ['Diploma', 'Work permit'],
      note: null,
    });
  });
});
