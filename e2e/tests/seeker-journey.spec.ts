import { expect, type APIRequestContext, type Page, test } from '@playwright/test';

import {
  addGermanC1,
  attachCvPdf,
  choose,
  consentAndFinish,
  cvScore,
  fillAboutYou,
  fillYourSearch,
  payFeeAtSandbox,
  SEEKER_PDF,
  signUpSeeker,
} from './seeker-steps';
import { DEMO, DEMO_PASSWORD, screenshotBothSkins } from './support';
import { apiPath } from './paths';

/*
 * Issue #4: one new seeker from sign-up to a complete CV, its print view, a support request with a PDF, a comment
 * on an article and a notification that arrives live while the home is open (the demo provider accepts the
 * seeker's application through the API, as a second user).
 */

type Json = Record<string, unknown>;

/** A bearer-token client of the API for one user (the SPA keeps its token in local storage). */
function apiClient(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const dataOf = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.ok(), `${response.url()}: ${String(response.status())} ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: unknown }).data;
  };
  return {
    get: async (path: string) => dataOf(await request.get(apiPath(path), { headers })),
    post: async (path: string, data: Json = {}) => dataOf(await request.post(apiPath(path), { headers, data })),
  };
}

async function logInThroughApi(request: APIRequestContext, email: string) {
  const response = await request.post(apiPath('/auth/login'), { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  const { access_token: token } = ((await response.json()) as { data: { access_token: string } }).data;
  return apiClient(request, token);
}

const tokenOf = async (page: Page): Promise<string> =>
  (await page.evaluate(() => window.localStorage.getItem('hireway.access_token'))) ?? '';

/** Adds an entry to a list section of the CV through its dialog. */
async function addEntry(
  page: Page,
  button: string,
  dialogName: string,
  fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('a new seeker signs up, completes the CV to 100, prints it, asks support, comments and is notified live', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);

  // Sign-up, the general onboarding, the three seeker steps and the registration fee.
  await signUpSeeker(page, 'journey');
  await fillAboutYou(page);
  await fillYourSearch(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/auth\/onboarding\/seeker-step3$/);
  await attachCvPdf(page);
  await consentAndFinish(page);
  await payFeeAtSandbox(page);
  await page.getByRole('button', { name: 'Go to my dashboard' }).click();
  await expect(page).toHaveURL(/\/job-seeker\/home$/);

  // A new seeker's dashboard: zeros and empty states.
  await expect(page.getByText('You have not applied for a job yet.', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Employment' })).toContainText('Not employed yet');

  // Every part of the CV, until the score is 100.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My CV' }).click();
  await expect(page.getByRole('heading', { name: 'My CV', level: 1 })).toBeVisible();
  const parts = page.getByRole('navigation', { name: 'Parts of your CV' });
  const start = await cvScore(page);
  expect(start).toBeLessThan(100);

  await parts.getByRole('link', { name: 'Personal details' }).click();
  await page.getByRole('combobox', { name: /^nationality/i }).fill('Germ');
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your CV has been saved.').first()).toBeVisible();

  await parts.getByRole('link', { name: 'Address' }).click();
  await page.getByRole('textbox', { name: /^address line 1/i }).fill('Torstraße 12');
  await page.getByRole('textbox', { name: /^city/i }).fill('Berlin');
  // The country comes from the general onboarding.
  await expect(page.getByRole('combobox', { name: /^country/i })).toHaveValue('Germany');
  const beforeAddress = await cvScore(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => cvScore(page)).toBe(beforeAddress + 10);

  await parts.getByRole('link', { name: 'Work experience' }).click();
  await addEntry(page, 'Add a job', 'Add work experience', async (dialog) => {
    await dialog.getByRole('textbox', { name: /^job title/i }).fill('Shift lead, inbound logistics');
    await dialog.getByRole('textbox', { name: /^employer/i }).fill('Nordhafen Logistik');
    await dialog.getByLabel(/^start date/i).fill('2019-03-01');
    await dialog.getByRole('checkbox', { name: 'I work here now' }).check();
  });

  await parts.getByRole('link', { name: 'Education' }).click();
  await addEntry(page, 'Add education', 'Add education', async (dialog) => {
    await dialog.getByRole('textbox', { name: /^qualification/i }).fill('Certified logistics specialist');
    await dialog.getByRole('textbox', { name: /^school, college or university/i }).fill('IHK Berlin');
    await dialog.getByLabel(/^start date/i).fill('2015-09-01');
    await dialog.getByLabel(/^end date/i).fill('2018-07-31');
  });

  await parts.getByRole('link', { name: 'Skills' }).click();
  for (const name of ['Forklift operation', 'Stock control', 'Shift planning']) {
    await addEntry(page, 'Add a skill', 'Add a skill', async (dialog) => {
      await dialog.getByRole('textbox', { name: /^skill/i }).fill(name);
      await dialog.getByRole('combobox', { name: /^level/i }).click();
      await page.getByRole('option', { name: 'Advanced' }).click();
    });
  }

  await parts.getByRole('link', { name: 'Languages' }).click();
  await addGermanC1(page);

  await parts.getByRole('link', { name: 'Volunteer work' }).click();
  await addEntry(page, 'Add volunteer work', 'Add volunteer work', async (dialog) => {
    await dialog.getByRole('textbox', { name: /^role/i }).fill('Food bank driver');
    await dialog.getByRole('textbox', { name: /^organisation/i }).fill('Berliner Tafel');
    await dialog.getByLabel(/^start date/i).fill('2021-01-01');
    await dialog.getByRole('checkbox', { name: 'I still volunteer here' }).check();
  });

  await parts.getByRole('link', { name: 'Hobbies and interests' }).click();
  await addEntry(page, 'Add a hobby', 'Add a hobby or interest', async (dialog) => {
    await dialog.getByRole('textbox', { name: /^hobby or interest/i }).fill('Long-distance cycling');
  });

  await parts.getByRole('link', { name: 'References' }).click();
  await addEntry(page, 'Add a reference', 'Add a reference', async (dialog) => {
    await dialog.getByRole('textbox', { name: /^name/i }).fill('Petra Lange');
    await dialog.getByRole('textbox', { name: /^relationship/i }).fill('Former manager');
    await dialog.getByRole('textbox', { name: /^e-mail/i }).fill('petra.lange@example.test');
  });
  await expect.poll(() => cvScore(page)).toBe(100);

  // The print view: the CV alone, without the app around it, when printed.
  await page.getByRole('link', { name: 'Printable CV' }).click();
  await expect(page).toHaveURL(/\/job-seeker\/manage-cv\/print$/);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Noor Haddad', level: 1 })).toBeVisible();
  await expect(page.getByText('Shift lead, inbound logistics')).toBeVisible();
  await expect(page.getByText('Berliner Tafel')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  // A support request with a PDF attached.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Contact us' }).click();
  await page.getByRole('link', { name: 'New request' }).first().click();
  const subject = `Receipt for my registration fee ${Date.now()}`;
  await page.getByRole('textbox', { name: /^subject/i }).fill(subject);
  await choose(page, /^category/i, 'Payments');
  await page.getByRole('textbox', { name: /^message/i }).fill('Could you send me a receipt for the fee I paid today?');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'fee-statement.pdf', mimeType: 'application/pdf', buffer: SEEKER_PDF });
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/job-seeker\/contact-us\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download fee-statement.pdf' })).toBeVisible();

  // A comment on an article, shown at once under the seeker's short name.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Resources' }).click();
  await page.getByRole('link', { name: 'Negotiating your salary without the awkwardness', exact: true }).click();
  const comment = `Useful before my next interview (${Date.now()}).`;
  await page.getByRole('textbox', { name: 'Your comment' }).fill(comment);
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByText(comment)).toBeVisible();
  await expect(page.getByText('Noor H.').first()).toBeVisible();

  // The seeker applies for one of the demo provider's live jobs; the home stays open.
  const seeker = apiClient(request, await tokenOf(page));
  const provider = await logInThroughApi(request, DEMO.provider);
  const jobs = (await provider.get('/provider/jobs?per_page=50')) as { id: string; status: string; title: string }[];
  const job = jobs.find((item) => item.status === 'live');
  expect(job, 'the demo provider has a live job').toBeDefined();
  const application = (await seeker.post(`/seeker/jobs/${job?.id ?? ''}/apply`)) as { id: string };
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/job-seeker\/home$/);
  const applications = page.getByRole('region', { name: 'Applications', exact: true });
  await expect(applications).toContainText('1 waiting · 0 accepted · 0 rejected');
  const unreadBefore = ((await seeker.get('/auth/notifications?per_page=50')) as unknown[]).filter(
    (item) => !(item as { is_read: boolean }).is_read,
  ).length;

  // The demo provider accepts it: the toast, the bell and the dashboard change without a reload.
  await provider.post(`/provider/jobs/${application.id}/accept`);
  await expect(page.getByRole('status').filter({ hasText: 'Application accepted' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Notifications, ${String(unreadBefore + 1)} unread` })).toBeVisible();
  await expect(applications).toContainText('0 waiting · 1 accepted · 0 rejected');
  await expect(page.getByRole('list', { name: 'Recent activity' })).toContainText(
    `accepted your application for ${job?.title ?? ''}`,
  );

  await screenshotBothSkins(page, 'seeker-journey-home');
});
