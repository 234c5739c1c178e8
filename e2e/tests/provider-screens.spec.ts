import { expect, test, type Page } from '@playwright/test';

import { DEMO, logIn, screenshotBothSkins, screenshotBothSkinsInPlace } from './support';
import { apiPath } from './paths';

/*
 * The provider's hiring screens (issue 5) as the demo provider, on the demo seeker (paid, so in the candidate
 * pool): search, the CV page and its three requests, the lists by subject with the seeker's answers, employ,
 * and accepting a resignation. The seeker's side is taken through the API; its screens have their own journey.
 */

const SEEKER_NAME = 'Amara Okafor';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The API as the user signed in on `page` (the SPA keeps its bearer token in local storage). */
async function apiAs(page: Page) {
  const token = await page.evaluate(() => window.localStorage.getItem('hireway.access_token'));
  if (token === null) throw new Error('the page has no signed-in user');
  const headers = { Authorization: `Bearer ${token}` };
  const answer = async <T>(response: Awaited<ReturnType<Page['request']['get']>>): Promise<T> => {
    expect(response.ok(), `${response.url()} answered ${String(response.status())}`).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };
  return {
    headers,
    get: async <T>(path: string) => answer<T>(await page.request.get(apiPath(path), { headers })),
    post: async <T>(path: string, data: unknown = {}) =>
      answer<T>(await page.request.post(apiPath(path), { headers, data })),
  };
}

/** A calendar date `days` from today (UTC): always an upcoming date for the API. */
const daysFromNow = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface SeekerAction {
  id: string;
  subject: string;
  status: string;
}

/** The seeker answers a pending request of one subject (a multipart body for files). */
async function answerAs(seeker: Page, subject: string, body: { json?: unknown; file?: Buffer }) {
  const api = await apiAs(seeker);
  const actions = await api.get<SeekerAction[]>(`/seeker/cv-actions?subject=${subject}&status=pending`);
  const action = actions[0];
  if (action === undefined) throw new Error(`no pending ${subject} for the seeker`);
  if (body.file === undefined) {
    await api.post(`/seeker/cv-actions/${action.id}/respond`, body.json);
    return;
  }
  const response = await seeker.request.post(apiPath(`/seeker/cv-actions/${action.id}/respond`), {
    headers: api.headers,
    multipart: {
      message: 'Here are my documents.',
      file_1: { name: 'diploma.pdf', mimeType: 'application/pdf', buffer: body.file },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('the demo provider finds the demo seeker, sends each request, sees the answers, employs and accepts a resignation', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const provider = await (await browser.newContext()).newPage();
  const seeker = await (await browser.newContext()).newPage();
  await logIn(provider, DEMO.provider);
  await expect(provider).toHaveURL(/\/provider$/);
  await logIn(seeker, DEMO.seeker);
  await expect(seeker).toHaveURL(/\/job-seeker\/home$/);

  // The pool: the paid demo seeker is in it, and the search finds them by name.
  await provider.getByRole('link', { name: 'Candidates', exact: true }).click();
  await expect(provider).toHaveURL(/\/provider\/candidates$/);
  await expect(provider.getByRole('article', { name: SEEKER_NAME })).toBeVisible();
  await provider.getByRole('textbox', { name: 'Search' }).fill('amara');
  await provider.getByRole('button', { name: 'Search' }).click();
  await expect(provider.getByRole('article', { name: SEEKER_NAME })).toBeVisible();
  await screenshotBothSkins(provider, 'provider-candidates');
  await provider.getByRole('textbox', { name: 'Search' }).fill('zzzz-nobody');
  await provider.getByRole('button', { name: 'Search' }).click();
  await expect(provider.getByText('No candidate matches. Try fewer words or filters.')).toBeVisible();
  await provider.getByRole('textbox', { name: 'Search' }).fill('');
  await provider.getByRole('button', { name: 'Search' }).click();

  // The CV page and its three requests.
  await provider.getByRole('article', { name: SEEKER_NAME }).getByRole('link', { name: SEEKER_NAME }).click();
  await expect(provider).toHaveURL(/\/provider\/candidates\/[0-9a-f-]{36}$/);
  await expect(provider.getByRole('heading', { level: 1, name: SEEKER_NAME }).first()).toBeVisible();

  await provider.getByRole('button', { name: 'Shortlist' }).click();
  const shortlist = provider.getByRole('dialog', { name: 'Shortlist this candidate' });
  await shortlist.getByLabel('Note').fill('Strong platform experience.');
  await shortlist.getByRole('button', { name: 'Add to shortlist' }).click();
  await expect(provider.getByText(`${SEEKER_NAME} is on your shortlist.`)).toBeVisible();
  await expect(provider.getByRole('button', { name: 'Shortlisted' })).toBeDisabled();

  await provider.getByRole('button', { name: 'Request interview' }).click();
  const interview = provider.getByRole('dialog', { name: 'Invite to an interview' });
  await interview.getByRole('button', { name: 'Send invitation' }).click();
  // Under the field, and listed in the error summary above the form (which links to it).
  await expect(interview.getByText('Enter the date as a date like 2026-05-31', { exact: true })).toBeVisible();
  await expect(interview.getByRole('link', { name: 'Date: Enter the date as a date like 2026-05-31' })).toBeVisible();
  await interview.getByLabel(/^Date\s*\*?$/).fill(daysFromNow(7));
  await interview.getByLabel(/^Time\s*\*?$/).fill('10:30');
  await interview.getByRole('radio', { name: 'Video call' }).check();
  await interview.getByLabel(/^Meeting link/).fill('https://meet.example.com/amara');
  await interview.getByLabel('Notes').fill('We will talk about your last project.');
  await screenshotBothSkinsInPlace(provider, 'provider-interview-modal');
  await interview.getByRole('button', { name: 'Send invitation' }).click();
  await expect(provider.getByText(`${SEEKER_NAME} is invited to an interview.`)).toBeVisible();

  await provider.getByRole('button', { name: 'Request documents' }).click();
  const documents = provider.getByRole('dialog', { name: 'Request documents' });
  await documents.getByLabel(/^Documents/).fill('Diploma\nWork permit');
  await documents.getByRole('button', { name: 'Send request' }).click();
  await expect(provider.getByText(`${SEEKER_NAME} was asked for documents.`)).toBeVisible();
  const history = provider.getByRole('region', { name: 'Your requests to this candidate' });
  await expect(history.getByRole('article')).toHaveCount(3);
  // In place, not by reload: the answers below must reach a page whose live channel is up. Right after a reload
  // the page's socket connects while they are sent, and one of them was missed (CI, sessions 8 and 9: an open
  // product race, see the session-9 note); this journey checks the live path itself.
  await screenshotBothSkinsInPlace(provider, 'provider-candidate-detail');

  // The seeker answers the interview and the document request.
  await answerAs(seeker, 'interview', { json: { confirm: true, message: 'See you then.' } });
  await answerAs(seeker, 'additional-documents', { file: PDF });
  // The answers reach the open CV page live, without a reload (pushes go through the job queue: allow for a
  // busy machine).
  await expect(history.getByText('The candidate confirmed the time.')).toBeVisible({ timeout: 30_000 });
  await expect(history.getByText('Here are my documents.')).toBeVisible({ timeout: 30_000 });

  // Shortlisted: undo.
  await provider.getByRole('link', { name: 'Shortlisted', exact: true }).click();
  await expect(provider).toHaveURL(/\/provider\/shortlisted$/);
  const shortlisted = provider.getByRole('article', { name: `Shortlist: ${SEEKER_NAME}` }).first();
  await expect(shortlisted.getByText('Awaiting answer')).toBeVisible();
  await screenshotBothSkins(provider, 'provider-shortlisted');
  await shortlisted.getByRole('button', { name: 'Cancel request' }).click();
  await expect(provider.getByText('The request was cancelled.')).toBeVisible();
  await expect(shortlisted.getByText('Cancelled')).toBeVisible();

  // Interviews: the seeker's confirmation.
  await provider.getByRole('link', { name: 'Interviews', exact: true }).click();
  const invited = provider.getByRole('article', { name: `Interview: ${SEEKER_NAME}` }).first();
  await expect(invited.getByText('The candidate confirmed the time.')).toBeVisible();
  await expect(invited.getByText('Answered')).toBeVisible();
  await screenshotBothSkins(provider, 'provider-scheduled-interviews');

  // Documents: download the file the seeker sent, then employ from this request.
  await provider.getByRole('link', { name: 'Document requests', exact: true }).click();
  const requested = provider.getByRole('article', { name: `Document request: ${SEEKER_NAME}` }).first();
  await expect(requested.getByText('Here are my documents.')).toBeVisible();
  const download = provider.waitForEvent('download');
  await requested.getByRole('button', { name: 'Download diploma.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('diploma.pdf');
  await screenshotBothSkins(provider, 'provider-additional-documents');
  await requested.getByRole('button', { name: 'Employ' }).click();
  const employ = provider.getByRole('dialog', { name: 'Employ' });
  await employ.getByLabel(/^Position/).fill('Platform Engineer');
  await employ.getByLabel(/^Terms/).fill('Full time, 40 hours a week.');
  await screenshotBothSkinsInPlace(provider, 'provider-employ-modal');
  await employ.getByRole('button', { name: 'Employ' }).click();
  await expect(provider.getByText(`${SEEKER_NAME} now works for you.`)).toBeVisible();

  // My employees: the seeker resigns, the provider accepts.
  await provider.getByRole('link', { name: 'My employees', exact: true }).click();
  const employee = provider.getByRole('article', { name: SEEKER_NAME }).first();
  await expect(employee.getByText('Active')).toBeVisible();
  const seekerApi = await apiAs(seeker);
  const jobs = await seekerApi.get<{ id: string; status: string; position: string }[]>('/seeker/jobs/my-jobs');
  const job = jobs.find((item) => item.status === 'active' && item.position === 'Platform Engineer');
  if (job === undefined) throw new Error('the employment is not among the seeker’s jobs');
  await seekerApi.post(`/seeker/jobs/${job.id}/resign`, { reason: 'I am moving abroad next spring.' });
  await provider.reload();
  await expect(employee.getByText('I am moving abroad next spring.')).toBeVisible();
  await screenshotBothSkins(provider, 'provider-my-candidates');
  await employee.getByRole('button', { name: 'Accept resignation' }).click();
  await provider
    .getByRole('dialog', { name: 'Accept the resignation?' })
    .getByRole('button', { name: 'Accept resignation' })
    .click();
  await expect(provider.getByText(`The resignation of ${SEEKER_NAME} is accepted.`)).toBeVisible();
  await expect(employee.getByText('Resigned', { exact: true })).toBeVisible();
});
