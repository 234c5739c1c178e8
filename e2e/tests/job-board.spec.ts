import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

import { apiPath } from './paths';
import { consoleErrors, createAdminWithMfa, dataOf, pendingProviderThroughApi, pick, uniqueEmail } from './support';

/*
 * The job board in the browser (issue 11, decision 0017): search, filter, walk the pages by cursor and back,
 * reload a deep page's URL and open it as a shared link, and the board at phone width in both skins.
 *
 * The data comes through the real API in one go: six approved providers (a provider posts at most 30 jobs a day,
 * jobs.limits.ts) with 30 live jobs each, every title carrying this run's marker word and its own number. Nine in
 * ten are Software Development, the rest Design, so the filtered search (162 jobs) spans four pages of 50.
 */

const MARKER = `Quokka${randomUUID().slice(0, 6)}`;
const PROVIDERS = 6;
const JOBS_EACH = 30;
const PAGE_SIZE = 50;
const titleOf = (n: number) => `Data Engineer ${MARKER} no ${String(n).padStart(3, '0')}`;
const isDesign = (n: number) => n % 10 === 9;
const ALL = Array.from({ length: PROVIDERS * JOBS_EACH }, (_, n) => n);
const SOFTWARE_TITLES = ALL.filter((n) => !isDesign(n)).map(titleOf);
const LAST_PAGE = Math.ceil(SOFTWARE_TITLES.length / PAGE_SIZE);
const SHOTS = '/tmp';

const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

const jobBody = (n: number) => ({
  title: titleOf(n),
  description: `Build and run data pipelines for our parcel network.\n\n- SQL and Python\n- Posting ${String(n)}`,
  category: isDesign(n) ? 'design' : 'software-development',
  employment_type: 'full-time',
  location_type: 'remote',
  salary_min: 50000,
  salary_max: 70000,
  salary_currency: 'EUR',
  salary_period: 'year',
  skills: ['SQL', 'Python'],
  vacancies: 1,
  application_deadline: deadline,
  status: 'live',
});

test.beforeAll(async ({ playwright }, testInfo) => {
  // About 200 requests; on a loaded 2-core machine they take longer than a screen does.
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const [providers, admin] = await Promise.all([
    Promise.all(
      Array.from({ length: PROVIDERS }, (_, index) =>
        pendingProviderThroughApi(
          request,
          `board-provider-${String(index)}`,
          `Board Works ${String(index)} ${MARKER}`,
          index,
        ),
      ),
    ),
    createAdminWithMfa(request, uniqueEmail('board-verifier')),
  ]);
  const adminHeaders = { Authorization: `Bearer ${admin.token}` };
  const pending = await dataOf<{ id: string; contact: { email: string } }[]>(
    await request.get(apiPath('/admin/providers?status=pending&per_page=500'), { headers: adminHeaders }),
  );
  const emails = new Set(providers.map((provider) => provider.email));
  const mine = pending.filter((provider) => emails.has(provider.contact.email));
  expect(mine).toHaveLength(PROVIDERS);
  for (const provider of mine) {
    await dataOf(await request.post(apiPath(`/admin/providers/${provider.id}/approve`), { headers: adminHeaders }));
  }
  // One provider's posts in order (so published times follow the numbers), the providers side by side.
  await Promise.all(
    providers.map(async (provider, index) => {
      for (let k = 0; k < JOBS_EACH; k += 1) {
        const response = await request.post(apiPath('/provider/jobs'), {
          headers: provider.headers,
          data: jobBody(index * JOBS_EACH + k),
        });
        expect(response.status(), await response.text()).toBe(201);
      }
    }),
  );
  await request.dispose();
});

/** The titles of the job cards on screen, top to bottom. */
const titlesOnScreen = (page: Page) => page.getByRole('article').getByRole('link').allTextContents();

/** Waits until the board shows page `n` (its pager says so and the list is no longer the page before). */
async function expectPage(page: Page, n: number, before: string[]): Promise<string[]> {
  await expect(page.getByRole('button', { name: `Page ${String(n)}`, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeEnabled({ enabled: n < LAST_PAGE });
  let titles: string[] = [];
  await expect
    .poll(async () => {
      titles = await titlesOnScreen(page);
      return titles.length > 0 && titles[0] !== before[0];
    })
    .toBe(true);
  return titles;
}

test('a visitor searches, filters, pages deep by cursor and back, reloads and shares the deep page', async ({
  page,
  browser,
}) => {
  // Eleven page loads and four reloads of the board: over a minute on a loaded 2-core machine.
  test.setTimeout(120_000);
  await page.goto('/jobs');
  const search = page.getByRole('combobox', { name: 'Search' });
  await search.fill(MARKER);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${MARKER}$`));
  await expect(page.getByText(`${String(ALL.length)} jobs`, { exact: true })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(PAGE_SIZE);
  await expect(page.getByRole('article').first()).toContainText(MARKER);

  await pick(page, /^category/i, 'Software development');
  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${MARKER}&category=software-development$`));
  await expect(page.getByText(`${String(SOFTWARE_TITLES.length)} jobs`, { exact: true })).toBeVisible();

  // Forward by the cursor to the last page, then back to the first: each page the same both ways.
  const pages: string[][] = [await expectPage(page, 1, [])];
  for (let n = 2; n <= LAST_PAGE; n += 1) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    pages.push(await expectPage(page, n, pages[n - 2] ?? []));
    expect(new URL(page.url()).searchParams.get('cursor'), `page ${String(n)} is asked by cursor`).not.toBeNull();
  }
  const seen = pages.flat();
  expect(new Set(seen).size, 'no job repeated').toBe(seen.length);
  expect([...seen].sort(), 'no job skipped').toEqual([...SOFTWARE_TITLES].sort());
  expect(pages.map((titles) => titles.length)).toEqual(
    pages.map((_, i) => Math.min(PAGE_SIZE, SOFTWARE_TITLES.length - i * PAGE_SIZE)),
  );

  const deepUrl = page.url();
  for (let n = LAST_PAGE - 1; n >= 1; n -= 1) {
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    expect(await expectPage(page, n, pages[n] ?? [])).toEqual(pages[n - 1]);
  }
  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${MARKER}&category=software-development$`));

  // The deep page's URL opened again and reloaded shows the same jobs, with the search and filter in the form.
  const deepIndex = LAST_PAGE - 1;
  await page.goto(deepUrl);
  expect(await expectPage(page, LAST_PAGE, [])).toEqual(pages[deepIndex]);
  await page.reload();
  expect(await expectPage(page, LAST_PAGE, [])).toEqual(pages[deepIndex]);
  await expect(page.getByRole('combobox', { name: 'Search' })).toHaveValue(MARKER);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Software development');

  // The link shared with someone else (a new browser context: no history, no cache, no storage).
  const other = await browser.newContext();
  const shared = await other.newPage();
  await shared.goto(deepUrl);
  expect(await expectPage(shared, LAST_PAGE, [])).toEqual(pages[deepIndex]);
  await expect(shared.getByText(`${String(SOFTWARE_TITLES.length)} jobs`, { exact: true })).toBeVisible();
  await other.close();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`at 390 px in the ${scheme} skin the first job shows without scrolling and the filters fold into a drawer`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: scheme });
    await context.addInitScript((value) => window.localStorage.setItem('hireway.color_scheme', value), scheme);
    const page = await context.newPage();
    // The desktop grid is not hydrated at this width (MountedFrom keeps the server's markup): no hydration error.
    const errors = consoleErrors(page);
    await page.goto(`/jobs?q=${MARKER}&category=software-development&employment_type=full-time`);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expect(page.getByText(`${String(SOFTWARE_TITLES.length)} jobs`, { exact: true })).toBeVisible();

    // The first card is wholly inside the first screen; the desktop filters are not on the page.
    const first = page.getByRole('article').first();
    await expect(first).toContainText(MARKER);
    await expect(first).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('combobox', { name: 'Category' })).toBeHidden();

    // Never sideways scrolling; every header control inside the viewport.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const header = page.getByRole('banner');
    const controls = header.locator('a:visible, button:visible');
    expect(await controls.count()).toBeGreaterThan(0);
    for (const control of await controls.all()) {
      const box = await control.boundingBox();
      expect(box, await control.evaluate((el) => el.outerHTML.slice(0, 120))).not.toBeNull();
      if (box === null) continue;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/boarde2e-phone-${scheme}.png` });

    // The drawer: its button counts the filters set (two: the category and the type), and it applies at once.
    await page.getByRole('button', { name: 'Filters, 2 set' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('combobox', { name: 'Category' })).toHaveValue('Software development');
    await expect(drawer.getByRole('combobox', { name: 'Employment type' })).toHaveValue('Full-time');
    await expect(drawer.getByRole('button', { name: `Show ${String(SOFTWARE_TITLES.length)} jobs` })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/boarde2e-drawer-${scheme}.png` });
    await drawer.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${MARKER}$`));
    await drawer.getByRole('button', { name: `Show ${String(ALL.length)} jobs` }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
    await expect(page.getByText(`${String(ALL.length)} jobs`, { exact: true })).toBeVisible();

    // A window that widens (a tablet turned) mounts the grid, which works like the desktop's.
    await page.setViewportSize({ width: 1280, height: 844 });
    const category = page.getByRole('combobox', { name: 'Category' });
    await expect(category).toBeVisible();
    await category.click();
    await page.getByRole('option', { name: 'Software development' }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${MARKER}&category=software-development$`));
    await expect(page.getByText(`${String(SOFTWARE_TITLES.length)} jobs`, { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
}
