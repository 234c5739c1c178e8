import { expect, test } from '@playwright/test';

import { completeGeneralOnboarding, DEMO, logIn, register, screenshotBothSkins, uniqueEmail } from './support';

const GREETING = /Good (morning|afternoon|evening), /;

test('an anonymous visitor on / lands on the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await screenshotBothSkins(page, 'auth-login');
});

test('a new seeker registers through the form and is led to onboarding, then to the seeker steps', async ({ page }) => {
  await register(page, 'Find a job', uniqueEmail('seeker'));
  await expect(page).not.toHaveURL(/\/auth\/register$/);
  await page.goto('/');
  await screenshotBothSkins(page, 'auth-onboarding');
  await completeGeneralOnboarding(page);
  await expect(page).toHaveURL(/\/auth\/onboarding\/seeker$/);
});

test('a new provider registers through the form and is led to onboarding, then to business onboarding', async ({
  page,
}) => {
  await page.goto('/auth/register');
  await screenshotBothSkins(page, 'auth-register');
  await register(page, 'Hire people', uniqueEmail('provider'));
  await expect(page).not.toHaveURL(/\/auth\/register$/);
  await page.goto('/');
  await completeGeneralOnboarding(page);
  await expect(page).toHaveURL(/\/auth\/onboarding\/business$/);
});

test('the demo seeker logs in to the seeker home with the welcome toast', async ({ page }) => {
  await logIn(page, DEMO.seeker);
  await expect(page).toHaveURL(/\/job-seeker\/home$/);
  // The toast lives three seconds: its title and message in one check, so a slow page cannot see one and miss the
  // other (a journey on a loaded machine saw the title and then, 6 ms later, no toast).
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Welcome Amara' })
      .filter({ hasText: 'You have successfully logged in as job seeker' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: GREETING })).toBeVisible();
  await screenshotBothSkins(page, 'seeker-home');
});

test('the demo provider and admin land on their homes', async ({ page }) => {
  await logIn(page, DEMO.provider);
  await expect(page).toHaveURL(/\/provider$/);
  await expect(page.getByRole('heading', { name: GREETING })).toBeVisible();
  await screenshotBothSkins(page, 'provider-home');
  // A provider may not open seeker pages.
  await page.goto('/job-seeker/home');
  await expect(page).toHaveURL(/\/auth\/not-authorized$/);
  await screenshotBothSkins(page, 'auth-not-authorized');
});

test('switching to German changes the screen', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Language: English, EN' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
});

test('the skin survives a reload', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('button', { name: 'Switch to the dark skin' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to the light skin' })).toBeVisible();
});

test('an unknown address shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await screenshotBothSkins(page, 'not-found');
});

test('logout goes to login, clears the session, and Back does not show the home', async ({ page }) => {
  await logIn(page, DEMO.seeker);
  await expect(page.getByRole('heading', { name: GREETING })).toBeVisible();
  await page.getByRole('button', { name: /, account menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  const stored = await page.evaluate(() => Object.keys(window.localStorage));
  expect(stored).not.toContain('hireway.access_token');
  expect(stored).not.toContain('hireway.user');
  await page.goBack();
  await expect(page).not.toHaveURL(/\/job-seeker\/home$/);
  await expect(page.getByRole('heading', { name: GREETING })).toHaveCount(0);
});

test('the public pages open for anyone', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Privacy policy', level: 1 })).toBeVisible();
  await screenshotBothSkins(page, 'privacy-policy');
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Terms of use', level: 1 })).toBeVisible();
  await screenshotBothSkins(page, 'terms');
});
