import { randomUUID } from 'node:crypto';

import { expect, test, type Locator, type Page } from '@playwright/test';

import { approveProvider, dataOf, DEMO, DEMO_PASSWORD, pendingProviderThroughApi, REGISTER_PASSWORD } from './support';
import { apiPath } from './paths';

/*
 * Keyboard only (issue 14, WCAG 2.1.1, 2.4.3, 2.4.7): after the set-up through the API, every step is a key press —
 * Tab, Shift+Tab, Enter, Space, Escape, arrows and typing; no click. Every stop of the Tab key must show a visible
 * focus ring, a new screen must put focus on its heading, and a closed dialog or menu must give focus back.
 *
 * The job is posted by a provider made for this file (approved through the API); the demo seeker (paid, so she
 * may apply) applies to it, so no other test's data changes.
 */

test.describe.configure({ timeout: 600_000 });

const MARKER = `Kestrel${randomUUID().slice(0, 6)}`;
const TITLE = `Warehouse Coordinator ${MARKER}`;
const COVER_LETTER = 'I ran a warehouse shift of twelve for five years.';

/** Whether the focused element shows a focus indicator: an outline or a box shadow of its own. */
async function focusShows(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return 'focus is on the page itself';
    const ringed = (element: Element) => {
      const look = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const seen = box.width > 0 && box.height > 0 && look.visibility !== 'hidden';
      const outline = look.outlineStyle !== 'none' && Number.parseFloat(look.outlineWidth) >= 1;
      return seen && (outline || look.boxShadow !== 'none');
    };
    if (ringed(active)) return null;
    // A segmented control, switch or checkbox hides its input and draws the ring on what follows it (the label or
    // the track): that element must show it.
    const next = active.nextElementSibling;
    if (active instanceof HTMLInputElement && next !== null && ringed(next)) return null;
    const style = getComputedStyle(active);
    const box = active.getBoundingClientRect();
    const visible = box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    const name = active.getAttribute('aria-label') ?? active.textContent.trim().slice(0, 40);
    return `<${active.tagName.toLowerCase()}> "${name}" has focus without a visible ring (outline ${style.outlineStyle} ${style.outlineWidth}, ${visible ? 'visible' : 'hidden'})`;
  });
}

/** Presses Tab (or Shift+Tab) until `target` has focus; every stop on the way must show its focus. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    expect.soft(await focusShows(page), `Tab stop ${String(step + 1)} towards ${String(target)}`).toBeNull();
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(max)} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached ${String(target)}`);
}

/** After a navigation the page's heading has focus (so it is announced and Tab starts from there). */
async function expectFocusOnHeading(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
}

/** The sign-in form, from the skip link to the submit: typed, sent with Enter. */
async function logInByKeyboard(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The first stop is the skip link, shown while it has focus.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect(await focusShows(page)).toBeNull();
  await tabTo(page, page.getByRole('textbox', { name: /e-mail/i }));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel(/^password/i));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

/**
 * Opens a link of the main navigation: backwards from the current screen's heading (the navigation comes before
 * it), or forwards from the header (it comes after it).
 */
async function navigateByKeyboard(page: Page, link: string, { fromHeader = false } = {}): Promise<void> {
  const target = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: link });
  await tabTo(page, target, { back: !fromHeader });
  await page.keyboard.press('Enter');
}

test('a seeker signs in, searches, opens a job and applies with the keyboard only', async ({ page, request }) => {
  // The set-up: a provider of this file, approved, posts the job.
  const provider = await pendingProviderThroughApi(request, 'keyboard-provider', `Kestrel Freight ${MARKER}`);
  await approveProvider(request, provider.email);
  await dataOf(
    await request.post(apiPath('/provider/jobs'), {
      headers: provider.headers,
      data: {
        title: TITLE,
        description: 'Plan the shifts of a team of twelve and keep stock accurate to the unit.',
        category: 'operations',
        employment_type: 'full-time',
        location_type: 'remote',
        salary_min: 36000,
        salary_max: 42000,
        salary_currency: 'EUR',
        salary_period: 'year',
        skills: ['WMS'],
        vacancies: 1,
        application_deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        status: 'live',
      },
    }),
  );

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
  const job = await dataOf<{ id: string }>(
    await request.post(apiPath('/provider/jobs'), {
      headers: provider.headers,
      data: {
        title: `Shift Lead ${MARKER}`,
        description: 'Lead the night shift of a parcel depot and keep it safe.',
        category: 'operations',
        employment_type: 'full-time',
        location_type: 'remote',
        salary_min: 38000,
        salary_max: 44000,
        salary_currency: 'EUR',
        salary_period: 'year',
        skills: ['WMS'],
        vacancies: 1,
        application_deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        status: 'live',
      },
    }),
  );
  // The demo seeker applies (through the API: the seeker's side is the other test).
  const seeker = await dataOf<{ access_token: string }>(
    await request.post(apiPath('/auth/login'), { data: { email: DEMO.seeker, password: DEMO_PASSWORD } }),
  );
  await dataOf(
    await request.post(apiPath(`/seeker/jobs/${job.id}/apply`), {
      headers: { Authorization: `Bearer ${seeker.access_token}` },
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
