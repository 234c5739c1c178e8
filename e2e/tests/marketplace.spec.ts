import { randomUUID } from 'node:crypto';

import { expect, test } from '@playwright/test';

import {
  approveProvider,
  completeGeneralOnboarding,
  DEMO,
  fillBusinessOnboarding,
  fillJobForm,
  logIn,
  REGISTER_PASSWORD,
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

test.describe.configure({ mode: 'serial' });

/**
 * The demo provider is approved but the demo seed gives them no company row, and the job board lists only jobs
 * of providers with a company (job-board.repository joins provider_profiles): their jobs never reach seekers.
 * So this journey's provider is a new one who onboards their business and is approved by the demo admin.
 */
const PROVIDER_EMAIL = uniqueEmail('provider');
const PROVIDER_PASSWORD = REGISTER_PASSWORD;

test('a new provider onboards their business and waits for verification', async ({ page, request }) => {
  await register(page, 'Hire people', PROVIDER_EMAIL);
  await expect(page).not.toHaveURL(/\/auth\/register$/);
  await page.goto('/');
  await completeGeneralOnboarding(page);
  await fillBusinessOnboarding(page, `Northwind ${MARKER}`);
  await screenshotBothSkinsInPlace(page, 'provider-onboarding-business');
  await page.getByRole('button', { name: 'Send for verification' }).click();
  await expect(page).toHaveURL(/\/auth\/business\/pending$/);

  await approveProvider(request, PROVIDER_EMAIL);
});

test('the provider posts and publishes a job', async ({ page }) => {
  // Four screens in both skins, each a reload: more than 60 s on a loaded 2-core machine.
  test.slow();
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

  await fillJobForm(page, TITLE, DESCRIPTION);
  await expect(page.getByRole('textbox', { name: /^city/i })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'The role' })).toBeVisible();
  await page.getByRole('tab', { name: 'Write' }).click();
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
