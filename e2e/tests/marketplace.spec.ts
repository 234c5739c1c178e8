import { randomUUID } from 'node:crypto';

import { expect, test, type Page } from '@playwright/test';

import {
  completeGeneralOnboarding,
  DEMO,
  DEMO_PASSWORD,
  logIn,
  register,
  screenshotBothSkins,
  screenshotBothSkinsInPlace,
  uniqueEmail,
} from './support';

/** A word no other job has, so search finds exactly this run's job. */
const MARKER = `Zephyr${randomUUID().slice(0, 6)}`;
const TITLE = `Platform Engineer ${MARKER}`;
const DESCRIPTION =
  '## The role\n\nYou build and run the platform our product teams ship on.\n\n- Kubernetes\n- **Observability**\n- On-call with a fair rota';

async function pick(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe.configure({ mode: 'serial' });

/**
 * The demo provider is approved but the demo seed gives them no company row, and the job board lists only jobs
 * of providers with a company (job-board.repository joins provider_profiles): their jobs never reach seekers.
 * So this journey's provider is a new one who onboards their business and is approved by the demo admin.
 */
const PROVIDER_EMAIL = uniqueEmail('provider');
const PROVIDER_PASSWORD = 'Velvet-Harbor-93x';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('a new provider onboards their business and waits for verification', async ({ page, request }) => {
  await register(page, 'Hire people', PROVIDER_EMAIL);
  await expect(page).not.toHaveURL(/\/auth\/register$/);
  await page.goto('/');
  await completeGeneralOnboarding(page);
  await expect(page).toHaveURL(/\/auth\/onboarding\/business$/);

  await page.getByRole('textbox', { name: /company name/i }).fill(`Northwind ${MARKER}`);
  await page.getByRole('textbox', { name: /registration number/i }).fill('HRB 12345');
  await page.getByRole('combobox', { name: /^industry/i }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('combobox', { name: /^company size/i }).click();
  await page.getByRole('option', { name: '11-50 employees' }).click();
  await page.getByRole('textbox', { name: /^website/i }).fill('https://northwind.example');
  await page.getByRole('textbox', { name: /about the company/i }).fill('We build logistics software for Europe.');
  await page.getByRole('textbox', { name: /^address/i }).fill('Torstraße 1');
  await page.getByRole('textbox', { name: /^city/i }).fill('Berlin');
  await page.getByRole('combobox', { name: /^country/i }).click();
  await page.getByRole('option', { name: 'Germany' }).click();
  await page
    .locator('input[type="file"]')
    .nth(0)
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await page
    .locator('input[type="file"]')
    .nth(1)
    .setInputFiles({ name: 'registration.pdf', mimeType: 'application/pdf', buffer: PDF });
  await screenshotBothSkinsInPlace(page, 'provider-onboarding-business');
  await page.getByRole('button', { name: 'Send for verification' }).click();
  await expect(page).toHaveURL(/\/auth\/business\/pending$/);

  // The demo admin approves the company through the verification API.
  const login = await request.post('/api/v1/auth/login', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const headers = { Authorization: `Bearer ${token}` };
  const pending = await request.get('/api/v1/admin/providers?status=pending&per_page=500', { headers });
  const providers = ((await pending.json()) as { data: { id: string; contact: { email: string } }[] }).data;
  const mine = providers.find((provider) => provider.contact.email === PROVIDER_EMAIL);
  expect(mine).toBeDefined();
  const approve = await request.post(`/api/v1/admin/providers/${mine?.id ?? ''}/approve`, { headers });
  expect(approve.ok()).toBe(true);
});

test('the provider posts and publishes a job', async ({ page }) => {
  await logIn(page, PROVIDER_EMAIL, PROVIDER_PASSWORD);
  await expect(page).toHaveURL(/\/provider$/);
  await page.getByRole('link', { name: 'Company profile' }).first().click();
  await expect(page).toHaveURL(/\/provider\/company-profile$/);
  await expect(page.getByRole('textbox', { name: /company name/i })).toHaveValue(`Northwind ${MARKER}`);
  await screenshotBothSkins(page, 'provider-company-profile');
  await page.getByRole('link', { name: 'Jobs', exact: true }).click();
  await expect(page).toHaveURL(/\/provider\/jobs$/);
  await screenshotBothSkins(page, 'provider-jobs');
  await page.getByRole('link', { name: 'Post a job' }).first().click();
  await expect(page).toHaveURL(/\/provider\/jobs\/new$/);

  await page.getByRole('textbox', { name: /job title/i }).fill(TITLE);
  await page.getByRole('textbox', { name: /^description/i }).fill(DESCRIPTION);
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'The role' })).toBeVisible();
  await page.getByRole('tab', { name: 'Write' }).click();
  await pick(page, /^category/i, 'Engineering');
  await pick(page, /^employment type/i, 'Full-time');
  await pick(page, /^location type/i, 'Remote');
  await expect(page.getByRole('textbox', { name: /^city/i })).toHaveCount(0);
  await page.getByRole('textbox', { name: /minimum salary/i }).fill('60000');
  await page.getByRole('textbox', { name: /maximum salary/i }).fill('80000');
  await pick(page, /^currency/i, 'EUR');
  await pick(page, /^salary period/i, 'Per year');
  await page.getByRole('combobox', { name: /^skills/i }).fill('Kubernetes');
  await page.keyboard.press('Enter');
  await screenshotBothSkinsInPlace(page, 'provider-job-form');
  await page.getByRole('button', { name: 'Publish' }).click();

  await expect(page).toHaveURL(/\/provider\/jobs\/[0-9a-f-]+\/preview$/);
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await screenshotBothSkins(page, 'provider-job-preview');
});

test('the demo seeker finds the job by search and applies', async ({ page }) => {
  await logIn(page, DEMO.seeker);
  await expect(page).toHaveURL(/\/job-seeker\/home$/);
  await page.getByRole('link', { name: 'Find jobs' }).click();
  await expect(page).toHaveURL(/\/job-seeker\/jobs$/);

  const search = page.getByRole('combobox', { name: 'Search' });
  await search.fill(MARKER.slice(0, 8));
  // The suggestion comes from GET /search/autocomplete after the debounce.
  await page.getByRole('option', { name: TITLE }).click();
  await expect(page.getByText('1 job', { exact: true })).toBeVisible();
  await screenshotBothSkins(page, 'seeker-jobs');
  await page.getByRole('combobox', { name: 'Search' }).fill(MARKER);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: TITLE }).click();

  await expect(page).toHaveURL(/\/job-seeker\/jobs\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await page.getByRole('textbox', { name: /cover letter/i }).fill('I have run Kubernetes platforms for five years.');
  await page.getByRole('button', { name: 'Apply now' }).click();
  await expect(page.getByText('Your application has been sent.')).toBeVisible();
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
  await screenshotBothSkins(page, 'seeker-job');
  await page.getByRole('link', { name: 'My applications' }).click();
  await expect(page).toHaveURL(/\/job-seeker\/track\/job-applications$/);
  await expect(page.getByRole('row').filter({ hasText: TITLE })).toContainText('Submitted');
  await screenshotBothSkins(page, 'seeker-track-applications');
});

test('the provider sees the application and accepts it', async ({ page }) => {
  await logIn(page, PROVIDER_EMAIL, PROVIDER_PASSWORD);
  await expect(page).toHaveURL(/\/provider$/);
  await page.goto('/provider/jobs');
  const row = page.getByRole('row').filter({ hasText: TITLE });
  await row.getByRole('link', { name: '1 application' }).click();
  await expect(page).toHaveURL(/\/applications$/);
  const card = page.getByRole('article').filter({ hasText: 'Amara Okafor' });
  await expect(card.getByText('I have run Kubernetes platforms for five years.')).toBeVisible();
  await screenshotBothSkins(page, 'provider-job-applications');
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('The application has been accepted.')).toBeVisible();
  await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
});

test('an anonymous visitor opens /jobs and the job page with its JSON-LD', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await page.getByRole('combobox', { name: 'Search' }).fill(MARKER);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await screenshotBothSkins(page, 'public-jobs');
  await page.getByRole('link', { name: TITLE }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  const posting = JSON.parse(jsonLd ?? '{}') as { '@type'?: string; title?: string };
  expect(posting['@type']).toBe('JobPosting');
  expect(posting.title).toBe(TITLE);
  await screenshotBothSkins(page, 'public-job');
});
