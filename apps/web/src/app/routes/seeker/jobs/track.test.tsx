import type { CvAction } from '@hireway/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { storeSession } from '../../../../lib/auth/auth-store';
import { makeCheck, makeSession, makeUser } from '../../../../test/fixtures';
import { data, mockApi } from '../../../../test/mock-api';
import { jsonBody } from '../../../../test/routes-api';
import { pageMeta } from '../../../../test/seeker-fixtures';
import { renderApp } from '../../../testing/render-app';

const DOCS_ID = '0b6c3f0e-4a57-4c4e-9d0e-5d1f6a2b7c11';
const INTERVIEW_ID = '5f0c1a2b-3d4e-4f50-8a6b-7c8d9e0f1a22';
const WITHDRAWN_ID = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c33';

const base = {
  response: null,
  files: [],
  responded_at: null,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  company: { id: 'provider-1', name: 'Northwind GmbH' },
  candidate: { id: 'seeker-1', first_name: 'Amara', last_name: 'Okafor', headline: null },
} as const;

const documentRequest = (overrides: Partial<CvAction> = {}): CvAction =>
  ({
    ...base,
    id: DOCS_ID,
    status: 'pending',
    subject: 'additional-documents',
    details: { documents: ['Passport', 'Degree certificate'], note: 'Scans are fine.' },
    ...overrides,
  }) as CvAction;

const interviewRequest = (overrides: Partial<CvAction> = {}): CvAction =>
  ({
    ...base,
    id: INTERVIEW_ID,
    status: 'pending',
    subject: 'interview',
    details: {
      date: '2030-03-04',
      time: '10:30',
      timezone: 'Europe/Berlin',
      mode: 'video',
      place: null,
      link: 'https://meet.example/abc',
      notes: 'Bring questions.',
    },
    company: { id: 'provider-2', name: 'Contoso AG' },
    ...overrides,
  }) as CvAction;

const page = (items: CvAction[]) => ({ body: { data: items, meta: pageMeta(items.length) } });

const asSeeker = () => {
  const session = makeSession(makeUser('seeker'));
  storeSession(session);
  return { 'POST /auth/check': data(makeCheck(session)) };
};

/** The subject filters the list was fetched with. */
const listedSubjects = (fetchMock: ReturnType<typeof mockApi>['fetchMock']): (string | null)[] =>
  fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/seeker/cv-actions'))
    .map((url) => url.searchParams.get('subject'));

describe('seeker track tabs', () => {
  it('sends the requested documents as files and shows them as sent', async () => {
    let current = documentRequest();
    const { requests, fetchMock } = mockApi({
      ...asSeeker(),
      'GET /seeker/cv-actions': () =>
        page([
          current,
          documentRequest({
            id: WITHDRAWN_ID,
            status: 'cancelled',
            company: { id: 'provider-3', name: 'Fabrikam SA' },
          }),
        ]),
      [`POST /seeker/cv-actions/${DOCS_ID}/respond`]: (request) => {
        const form = request.body as FormData;
        if (form.get('message') === 'first try') {
          return {
            status: 400,
            body: {
              message: 'Check the highlighted fields',
              code: 'validation_error',
              errors: { file_1: ['The file is not a PDF, PNG or JPEG image'] },
            },
          };
        }
        const file = form.get('file_1') as File;
        current = documentRequest({
          status: 'responded',
          responded_at: '2026-11-21T09:00:00.000Z',
          response: { message: 'Here they are.', confirmed: null, proposed_date: null, proposed_time: null },
          files: [
            {
              id: 'file-1',
              filename: file.name,
              content_type: file.type,
              size_bytes: 2048,
              download_url: `/api/v1/seeker/cv-actions/${DOCS_ID}/files/file-1`,
            },
          ],
        });
        return data(current);
      },
    });
    const { user, container } = renderApp('/job-seeker/track/additional-documents');

    // The first render loads the lazy route and its chunks: slower than a later step.
    const card = await screen.findByRole('article', { name: 'Northwind GmbH' }, { timeout: 10_000 });
    expect(within(card).getByText('Passport')).toBeInTheDocument();
    expect(within(card).getByText('Degree certificate')).toBeInTheDocument();
    expect(within(card).getByText('Awaiting your answer')).toBeInTheDocument();
    expect(screen.getByText('Withdrawn')).toBeInTheDocument();
    expect(screen.getByText('The employer withdrew this request.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Additional documents' })).toHaveAttribute('aria-selected', 'true');
    expect(listedSubjects(fetchMock)).toContain('additional-documents');

    await user.click(within(card).getByRole('button', { name: 'Send documents' }));
    expect(await within(card).findByText('Attach at least one of the requested documents.')).toBeInTheDocument();
    expect(requests.some((request) => request.path.endsWith('/respond'))).toBe(false);

    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    await user.upload(input, new File(['%PDF-1.4'], 'passport.pdf', { type: 'application/pdf' }));
    const message = within(card).getByRole('textbox', { name: /message to the employer/i });
    await user.type(message, 'first try');
    await user.click(within(card).getByRole('button', { name: 'Send documents' }));
    // The API names the file field (file_1): its error lands on the file input.
    expect(await within(card).findByText('The file is not a PDF, PNG or JPEG image')).toBeInTheDocument();

    await user.clear(message);
    await user.type(message, 'Here they are.');
    await user.click(within(card).getByRole('button', { name: 'Send documents' }));

    expect(await within(card).findByText('Answered')).toBeInTheDocument();
    expect(within(card).getByText('passport.pdf')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Send documents' })).not.toBeInTheDocument();
    const sent = requests.filter((request) => request.path.endsWith('/respond')).at(-1)?.body;
    expect(sent).toBeInstanceOf(FormData);
    const form = sent as FormData;
    expect(form.get('message')).toBe('Here they are.');
    expect((form.get('file_1') as File).name).toBe('passport.pdf');
    expect(form.get('file_2')).toBeNull();
  });

  it('proposes another interview time, and confirms one', async () => {
    let current = interviewRequest();
    const confirmable = interviewRequest({ id: WITHDRAWN_ID, company: { id: 'provider-3', name: 'Fabrikam SA' } });
    let confirmed = confirmable;
    const { requests, fetchMock } = mockApi({
      ...asSeeker(),
      'GET /seeker/cv-actions': () => page([current, confirmed]),
      [`POST /seeker/cv-actions/${INTERVIEW_ID}/respond`]: () => {
        current = interviewRequest({
          status: 'responded',
          responded_at: '2026-11-21T09:00:00.000Z',
          response: { message: null, confirmed: false, proposed_date: '2030-03-05', proposed_time: '14:00' },
        });
        return data(current);
      },
      [`POST /seeker/cv-actions/${WITHDRAWN_ID}/respond`]: () => {
        confirmed = interviewRequest({
          ...confirmable,
          status: 'responded',
          responded_at: '2026-11-21T09:00:00.000Z',
          response: { message: null, confirmed: true, proposed_date: null, proposed_time: null },
        });
        return data(confirmed);
      },
    });
    const { user } = renderApp('/job-seeker/track/interview-requests');

    const card = await screen.findByRole('article', { name: 'Contoso AG' }, { timeout: 10_000 });
    expect(within(card).getByText(/10:30 \(Europe\/Berlin\)/)).toBeInTheDocument();
    expect(within(card).getByText('Video call')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open the meeting link' })).toHaveAttribute(
      'href',
      'https://meet.example/abc',
    );
    expect(listedSubjects(fetchMock)).toContain('interview-requests');

    await user.click(within(card).getByText('Propose another time'));
    await user.click(await within(card).findByRole('button', { name: 'Send proposal' }));
    expect(await within(card).findByText('Enter the date you propose.')).toBeInTheDocument();
    expect(within(card).getByText('Enter the time you propose.')).toBeInTheDocument();

    await user.type(within(card).getByLabelText(/proposed date/i), '2030-03-05');
    await user.type(within(card).getByLabelText(/proposed time/i), '14:00');
    await user.click(within(card).getByRole('button', { name: 'Send proposal' }));
    expect(await within(card).findByText('Answered')).toBeInTheDocument();
    expect(within(card).getByText(/You proposed .* at 14:00\./)).toBeInTheDocument();
    const proposal = requests.find((request) => request.path.includes(INTERVIEW_ID));
    expect(jsonBody(proposal)).toEqual({
      proposed_date: '2030-03-05',
      proposed_time: '14:00',
      message: null,
    });

    const other = screen.getByRole('article', { name: 'Fabrikam SA' });
    await user.click(within(other).getByRole('button', { name: 'Confirm interview' }));
    expect(await within(other).findByText('You confirmed this time.')).toBeInTheDocument();
    const confirmation = requests.find((request) => request.path.includes(WITHDRAWN_ID));
    expect(jsonBody(confirmation)).toEqual({ confirm: true, message: null });
  });

  it('moves between the three tabs', async () => {
    mockApi({
      ...asSeeker(),
      'GET /seeker/jobs/applications': page([]),
      'GET /seeker/cv-actions': page([]),
    });
    const { user, router } = renderApp('/job-seeker/track');

    await waitFor(() => expect(router.state.location.pathname).toBe('/job-seeker/track/job-applications'), {
      timeout: 10_000,
    });
    expect(await screen.findByText('You have not applied for a job yet.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Interview requests' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-seeker/track/interview-requests'));
    expect(await screen.findByText('No interview invitations yet.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Additional documents' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-seeker/track/additional-documents'));
    expect(
      await screen.findByText('No employer has asked you for documents yet.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
