import { randomUUID } from 'node:crypto';

import { expect, test } from '@playwright/test';

import { chooseOption, expectFocusOnHeading, focusShows, logInByKeyboard, navigateByKeyboard, tabTo } from './keyboard';
import {
  approveProvider,
  createAdminWithMfa,
  dataOf,
  DEMO,
  DEMO_PASSWORD,
  headersOf,
  pendingProviderThroughApi,
  postLiveJob,
  REGISTER_PASSWORD,
  uniqueEmail,
} from './support';
import { apiPath } from './paths';

/*
 * Keyboard only (issue 14, WCAG 2.1.1, 2.4.3, 2.4.7): after the set-up through the API, every step is a key press —
 * Tab, Shift+Tab, Enter, Space, Escape, arrows and typing; no click. Every stop of the Tab key must show a visible
 * focus ring, a new screen must put focus on its heading, and a closed dialog or menu must give focus back.
 *
 * The job is posted by a provider made for this file (approved through the API); the demo seeker (paid, so she
 * may apply) applies to it, so no other test's data changes. The visitor, the provider who posts a job and the
 * business the admin approves are made here too.
 */

test.describe.configure({ timeout: 600_000 });

const MARKER = `Kestrel${randomUUID().slice(0, 6)}`;
const TITLE = `Warehouse Coordinator ${MARKER}`;
const COVER_LETTER = 'I ran a warehouse shift of twelve for five years.';

test('a seeker signs in, searches, opens a job and applies with the keyboard only', async ({ page, request }) => {
  // The set-up: a provider of this file, approved, posts the job.
  const provider = await pendingProviderThroughApi(request, 'keyboard-provider', `Kestrel Freight ${MARKER}`);
  await approveProvider(request, provider.email);
  await postLiveJob(request, provider.headers, {
    title: TITLE,
    description: 'Plan the shifts of a team of twelve and keep stock accurate to the unit.',
  });

  await logInByKeyboard(page, DEMO.seeker, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/job-seeker\/home$/);
  await expectFocusOnHeading(page, /./);

  // The user menu opens with Enter, its items are walked with the arrows, Escape closes it and focus returns.
  const userMenu = page.getByRole('button', { name: /account menu|user menu|menu for/i }).first();
  await tabTo(page, userMenu, { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('[role="menuitem"]:focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(userMenu).toBeFocused();

  // To the jobs: the navigation link (after the header, where the menu gave focus back), then the search.
  await navigateByKeyboard(page, 'Find jobs', { fromHeader: true });
  await expect(page).toHaveURL(/\/job-seeker\/jobs$/);
  await expectFocusOnHeading(page, /./);
  await tabTo(page, page.getByRole('combobox', { name: 'Search' }));
  await page.keyboard.type(MARKER);
  await page.keyboard.press('Escape'); // closes the suggestions, keeps the text
  await tabTo(page, page.getByRole('button', { name: 'Search', exact: true }));
  await page.keyboard.press('Enter');
  const result = page.getByRole('link', { name: TITLE });
  await expect(result).toBeVisible();
  await tabTo(page, result);
  await page.keyboard.press('Enter');

  // The job: its heading has focus; the cover letter, then Apply now with Space.
  await expect(page).toHaveURL(/\/job-seeker\/jobs\/[0-9a-f-]{36}$/);
  await expectFocusOnHeading(page, TITLE);
  await tabTo(page, page.getByRole('textbox', { name: /cover letter/i }));
  await page.keyboard.type(COVER_LETTER);
  await tabTo(page, page.getByRole('button', { name: 'Apply now' }));
  await page.keyboard.press('Space');
  await expect(page.getByText('Your application has been sent.')).toBeVisible();
  // The form is gone; focus is on the application's status, not lost to the page.
  await expect(page.getByRole('region', { name: 'Your application' })).toBeFocused();
  expect(await focusShows(page)).toBeNull();
});

test('a provider reviews an application with the keyboard only', async ({ page, request }) => {
  const provider = await pendingProviderThroughApi(request, 'keyboard-reviewer', `Kestrel Depot ${MARKER}`);
  await approveProvider(request, provider.email);
  const job = await postLiveJob(request, provider.headers, {
    title: `Shift Lead ${MARKER}`,
    description: 'Lead the night shift of a parcel depot and keep it safe.',
  });
  // The demo seeker applies (through the API: the seeker's side is the other test).
  await dataOf(
    await request.post(apiPath(`/seeker/jobs/${job.id}/apply`), {
      headers: await headersOf(request, DEMO.seeker, DEMO_PASSWORD),
      data: { cover_letter: COVER_LETTER },
    }),
  );

  await logInByKeyboard(page, provider.email, REGISTER_PASSWORD);
  await expect(page).toHaveURL(/\/provider$/);
  // The home screen renders its heading once its data is in: the keys wait for focus to land there, as a person would.
  await expectFocusOnHeading(page, /./);
  await navigateByKeyboard(page, 'Jobs');
  await expect(page).toHaveURL(/\/provider\/jobs$/);
  await expectFocusOnHeading(page, /./);
  const applications = page.getByRole('link', { name: '1 application', exact: true });
  await tabTo(page, applications);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/provider/jobs/${job.id}/applications$`));
  await expectFocusOnHeading(page, 'Applications');

  // The reject dialog: opened with Enter, focus inside, Escape closes it and gives focus back to its button.
  const article = page.getByRole('article');
  const reject = article.getByRole('button', { name: 'Reject' });
  // The heading comes before the list has loaded: the keys wait for the application, as a person would (a Tab
  // pressed over the loader goes past the end of the page, 1 run in 4 on a cold server).
  await expect(reject).toBeVisible();
  await tabTo(page, reject);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Reject application' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /reason/i })).toBeFocused();
  // Tab stays in the dialog.
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(reject).toBeFocused();

  // Accept: the buttons give way to the next steps; focus goes to the application, not to the page.
  await tabTo(page, article.getByRole('button', { name: 'Accept' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('The application has been accepted.')).toBeVisible();
  await expect(article.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(article).toBeFocused();
  expect(await focusShows(page)).toBeNull();
  await tabTo(page, article.getByRole('link', { name: 'View CV and actions' }));
});

test('a visitor signs up with the keyboard only, through to the confirmation notice', async ({ page }) => {
  const email = uniqueEmail('keyboard-visitor');
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

  // Who signs up: a radio group, moved with the arrows (one Tab stop).
  const seeker = page.getByRole('radio', { name: 'Find a job' });
  const provider = page.getByRole('radio', { name: 'Hire people' });
  await tabTo(page, seeker);
  await page.keyboard.press('ArrowRight');
  await expect(provider).toBeChecked();
  await expect(provider).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(seeker).toBeChecked();

  // Sent empty with Enter on the button: the error summary takes focus, and its first link takes focus to the field.
  const submit = page.getByRole('button', { name: 'Create account' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const summary = page.getByRole('alert').filter({ hasText: 'Please check these fields' });
  await expect(summary).toBeFocused();
  expect(await focusShows(page)).toBeNull();
  const firstName = page.getByRole('textbox', { name: /first name/i });
  await tabTo(page, summary.getByRole('link').first());
  await page.keyboard.press('Enter');
  await expect(firstName).toBeFocused();

  await page.keyboard.type('Noor');
  await tabTo(page, page.getByRole('textbox', { name: /last name/i }));
  await page.keyboard.type('Haddad');
  await tabTo(page, page.getByRole('textbox', { name: /e-mail/i }));
  await page.keyboard.type(email);
  const password = page.getByLabel(/^password/i);
  await tabTo(page, password);
  await page.keyboard.type(REGISTER_PASSWORD);
  // The show-password button is a Tab stop of its own, and a toggle.
  const show = page.getByRole('button', { name: 'Show password' }).first();
  await tabTo(page, show);
  await page.keyboard.press('Space');
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');
  await page.keyboard.press('Space');
  await expect(password).toHaveAttribute('type', 'password');
  await tabTo(page, page.getByLabel(/^confirm password/i));
  await page.keyboard.type(REGISTER_PASSWORD);
  // The preferred language: a select opened and walked with the arrows.
  await chooseOption(page, page.getByRole('combobox', { name: /language/i }).last(), 'Deutsch');
  await page.keyboard.press('ArrowUp'); // reopens at the chosen option; Escape closes without changing it
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox', { name: /language/i }).last()).toHaveValue('Deutsch');
  // The terms (their links are Tab stops inside the label), ticked with Space.
  const terms = page.getByRole('checkbox');
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  // The summary has emptied as the fields were fixed; Enter on the button sends the form.
  await expect(summary).toHaveCount(0);
  await tabTo(page, submit);
  await page.keyboard.press('Enter');

  // The confirmation notice: its heading has focus, and its actions are reached by Tab.
  await expect(page).toHaveURL(/\/auth\/register\/confirm-email$/);
  await expectFocusOnHeading(page, 'Check your inbox');
  await expect(page.getByText(`We have sent a confirmation link to ${email}`)).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Continue to my profile' }));
});

test('a provider posts a job with the keyboard only', async ({ page, request }) => {
  const provider = await pendingProviderThroughApi(request, 'keyboard-poster', `Kestrel Post ${MARKER}`);
  await approveProvider(request, provider.email);
  const title = `Night Planner ${MARKER}`;
  const deadline = new Date(Date.now() + 40 * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');

  await logInByKeyboard(page, provider.email, REGISTER_PASSWORD);
  await expect(page).toHaveURL(/\/provider$/);
  await expectFocusOnHeading(page, /./);
  await navigateByKeyboard(page, 'Jobs');
  await expectFocusOnHeading(page, /./);
  await tabTo(page, page.getByRole('link', { name: 'Post a job' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/provider\/jobs\/new$/);
  await expectFocusOnHeading(page, 'Post a job');

  await tabTo(page, page.getByRole('textbox', { name: /job title/i }));
  await page.keyboard.type(title);
  // The description: Markdown in a text area, with a Write and a Preview tab (one Tab stop, moved with the arrows).
  const write = page.getByRole('tab', { name: 'Write' });
  const preview = page.getByRole('tab', { name: 'Preview' });
  await tabTo(page, write);
  await tabTo(page, page.getByRole('textbox', { name: /^description/i }));
  await page.keyboard.type('Plan the **night shift** of a depot and keep its twelve loading bays moving.');
  await tabTo(page, write, { back: true });
  await page.keyboard.press('ArrowRight');
  await expect(preview).toBeFocused();
  await expect(preview).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').locator('strong')).toHaveText('night shift');
  await page.keyboard.press('ArrowLeft');
  await expect(write).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, page.getByRole('textbox', { name: /^description/i }));

  await chooseOption(page, page.getByRole('combobox', { name: /^category/i }), 'Engineering', 'Engin');
  await chooseOption(page, page.getByRole('combobox', { name: /^employment type/i }), 'Full-time');
  await chooseOption(page, page.getByRole('combobox', { name: /^location type/i }), 'Remote');
  await tabTo(page, page.getByRole('textbox', { name: /minimum salary/i }));
  await page.keyboard.type('52000');
  await tabTo(page, page.getByRole('textbox', { name: /maximum salary/i }));
  await page.keyboard.type('61000');
  await chooseOption(page, page.getByRole('combobox', { name: /^currency/i }), 'EUR', 'EU');
  await chooseOption(page, page.getByRole('combobox', { name: /^salary period/i }), 'Per year');
  // Skills: typed, each added with Enter.
  await tabTo(page, page.getByRole('combobox', { name: /^skills/i }));
  await page.keyboard.type('Kubernetes');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Forklift');
  await page.keyboard.press('Enter');
  // Openings: the arrows step the number.
  const vacancies = page.getByRole('textbox', { name: /openings|vacancies/i });
  await tabTo(page, vacancies);
  await page.keyboard.press('ArrowUp');
  await expect(vacancies).toHaveValue('2');
  // The deadline: the browser's date field, typed segment by segment (month, day, year in en-US).
  const date = page.getByLabel(/application deadline/i);
  await tabTo(page, date);
  await page.keyboard.type(
    `${pad(deadline.getMonth() + 1)}${pad(deadline.getDate())}${String(deadline.getFullYear())}`,
  );
  const iso = `${String(deadline.getFullYear())}-${pad(deadline.getMonth() + 1)}-${pad(deadline.getDate())}`;
  await expect(date).toHaveValue(iso);

  await tabTo(page, page.getByRole('button', { name: 'Publish' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('The job is live.')).toBeVisible();
  await expect(page).toHaveURL(/\/provider\/jobs\/[0-9a-f-]{36}\/preview$/);
  await expectFocusOnHeading(page, title);

  const jobs = await dataOf<
    {
      title: string;
      status: string;
      vacancies: number;
      application_deadline: string | null;
      skills: string[];
      category: string;
      salary_currency: string | null;
    }[]
  >(await request.get(apiPath('/provider/jobs'), { headers: provider.headers }));
  expect(jobs.find((job) => job.title === title)).toMatchObject({
    status: 'live',
    vacancies: 2,
    application_deadline: iso,
    skills: ['Kubernetes', 'Forklift'],
    salary_currency: 'EUR',
  });
});

test('an admin approves a business in the verification queue with the keyboard only', async ({ page, request }) => {
  const company = `Kestrel Verified ${MARKER}`;
  await pendingProviderThroughApi(request, 'keyboard-verified', company);
  const admin = await createAdminWithMfa(request, uniqueEmail('keyboard-admin'));

  await logInByKeyboard(page, admin.email, admin.password);
  // The second step: the code's first digit has focus; the digits advance as they are typed, Enter sends.
  await expect(page).toHaveURL(/\/auth\/mfa$/);
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
  await page.keyboard.type(await admin.authenticator.nextCode());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
  await expectFocusOnHeading(page, /./);

  await navigateByKeyboard(page, 'Verifications');
  await expect(page).toHaveURL(/\/admin\/providers$/);
  await expectFocusOnHeading(page, /./);
  // The filter is a radio group: the arrows move between pending, approved, declined and history.
  const pending = page.getByRole('radio', { name: 'Waiting' });
  await tabTo(page, pending);
  await expect(pending).toBeChecked();
  const card = page.getByRole('article', { name: company });
  await expect(card).toBeVisible();
  // Pending businesses come oldest first: this one is at the end of the queue, after every older card's controls.
  await tabTo(page, card.getByRole('button', { name: 'Approve' }), { max: 400 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: company })).toBeVisible();
  await expect(card).toHaveCount(0);
  // The card left with the button that had focus: focus is on the business that took its place (or the heading).
  await expect
    .poll(() =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active instanceof HTMLElement && (active.tagName === 'ARTICLE' || active.tagName === 'H1');
      }),
    )
    .toBe(true);

  // The decision is in the approved list.
  await tabTo(page, page.getByRole('radio', { name: 'Waiting' }), { back: true, max: 400 });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Approved' })).toBeChecked();
  await expect(page.getByRole('article', { name: company })).toBeVisible();
});
