import { expect, test, type Page } from '@playwright/test';

import { screenshotBothSkins } from './support';

/*
 * The server-rendered public pages (ADR 0012) in Chromium: the content is there without JavaScript, and with it
 * the page hydrates without console errors and without asking the API again for the data it came with.
 */

interface PublicPage {
  name: string;
  path: string;
  /** Text the server-rendered HTML shows. */
  text: string;
  /** API paths whose data the page carries: hydration must not fetch them again. */
  data: RegExp;
}

const publicPages = async (page: Page): Promise<PublicPage[]> => {
  const jobs = (await (await page.request.get('/api/v1/jobs')).json()) as {
    data: { id: string; title: string }[];
  };
  const blogs = (await (await page.request.get('/api/v1/blogs')).json()) as {
    data: { slug: string; title: string }[];
  };
  const job = jobs.data[0];
  const blog = blogs.data[0];
  if (job === undefined || blog === undefined) throw new Error('the demo data has no job or no article');
  return [
    { name: 'public-jobs', path: '/jobs', text: job.title, data: /^\/api\/v1\/jobs$/ },
    { name: 'public-job', path: `/jobs/${job.id}`, text: job.title, data: new RegExp(`^/api/v1/jobs/${job.id}$`) },
    { name: 'public-blogs', path: '/blogs', text: blog.title, data: /^\/api\/v1\/blogs$/ },
    { name: 'public-blog', path: `/blogs/${blog.slug}`, text: blog.title, data: /^\/api\/v1\/blogs\/[^/]+$/ },
    { name: 'public-faqs', path: '/faqs', text: 'Frequently asked questions', data: /^\/api\/v1\/faqs$/ },
  ];
};

test('the public pages show their content without JavaScript', async ({ browser, page }) => {
  const pages = await publicPages(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  for (const entry of pages) {
    const res = await noScript.goto(entry.path);
    expect(res?.status(), entry.path).toBe(200);
    await expect(noScript.getByText(entry.text).first()).toBeVisible();
    await expect(noScript.locator('#app-loading')).toHaveCount(0);
  }
  await context.close();
});

test('the public pages hydrate without console errors and without fetching their data again', async ({ page }) => {
  test.setTimeout(180_000);
  const pages = await publicPages(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
  });

  for (const entry of pages) {
    apiCalls.length = 0;
    await page.goto(entry.path);
    // Hydrated: React attached its handlers, so the skin toggle works.
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(entry.text).first()).toBeVisible();
    const before = await page.locator('html').getAttribute('data-mantine-color-scheme');
    await page.getByRole('button', { name: /switch to the (dark|light) skin/i }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-mantine-color-scheme', before ?? '');
    await page.getByRole('button', { name: /switch to the (dark|light) skin/i }).click();
    expect(
      apiCalls.filter((path) => entry.data.test(path)),
      `${entry.path} fetched its data again`,
    ).toEqual([]);
  }
  expect(errors).toEqual([]);
});

for (const [suffix, viewport] of [
  ['mobile', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`screenshots of the public pages (${suffix}, ${viewport.width} px) in both skins`, async ({ page }) => {
    // Five pages, each reloaded in two skins.
    test.setTimeout(300_000);
    const pages = await publicPages(page);
    await page.setViewportSize(viewport);
    for (const entry of pages) {
      await page.goto(entry.path);
      await expect(page.getByText(entry.text).first()).toBeVisible();
      await screenshotBothSkins(page, `${entry.name}-${suffix}`);
    }
  });
}
