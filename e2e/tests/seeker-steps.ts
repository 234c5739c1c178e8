import { expect, type Page } from '@playwright/test';

import { completeGeneralOnboarding, register, uniqueEmail } from './support';

/* The seeker's steps that several journeys take: onboarding, the registration fee, the CV score. */

/** The smallest file each checker accepts: a PDF header and a 1×1 PNG (the API checks the bytes). */
export const SEEKER_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
export const SEEKER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Picks options of a Mantine Select or MultiSelect by its label. */
export async function choose(page: Page, label: RegExp | string, ...options: string[]): Promise<void> {
  for (const option of options) {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
    // A multi-select keeps its list open: close it so the next click opens it again.
    await page.keyboard.press('Escape');
  }
}

/** The score the CV page's ring shows. */
export async function cvScore(page: Page): Promise<number> {
  const label = await page
    .getByRole('img', { name: /^CV score: \d+ out of 100$/ })
    .first()
    .getAttribute('aria-label');
  return Number(/(\d+) out of/.exec(label ?? '')?.[1] ?? Number.NaN);
}

/** A new seeker registers and completes the general onboarding: the first seeker step is next. */
export async function signUpSeeker(page: Page, emailPrefix: string): Promise<void> {
  await register(page, 'Find a job', uniqueEmail(emailPrefix));
  await expect(page).not.toHaveURL(/\/auth\/register$/);
  await page.goto('/');
  await completeGeneralOnboarding(page);
  await expect(page).toHaveURL(/\/auth\/onboarding\/seeker$/);
}

/** Onboarding step 1 (about you), filled and saved. */
export async function fillAboutYou(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: /^headline/i }).fill('Warehouse team lead with a forklift licence');
  await page.getByRole('textbox', { name: /^desired job title/i }).fill('Logistics supervisor');
  await page
    .getByRole('textbox', { name: /^professional profile/i })
    .fill('Seven years in logistics, leading shifts of twelve people and keeping stock accurate to the unit.');
  await page.getByRole('textbox', { name: /^years of experience/i }).fill('7');
  await choose(page, /^available to start/i, 'In one month');
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

/** Onboarding step 2 (the search), filled; the caller saves it. */
export async function fillYourSearch(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/auth\/onboarding\/seeker-step2$/);
  await expect(page.getByRole('heading', { name: 'What are you looking for?' })).toBeVisible();
  await choose(page, /^job categories/i, 'Operations', 'Management');
  await choose(page, /^employment types/i, 'Full-time');
  await choose(page, /^where you want to work/i, 'On-site', 'Hybrid');
  await page.getByRole('textbox', { name: /^amount/i }).fill('42000');
}

/** Onboarding step 3: attaches a CV as PDF. */
export async function attachCvPdf(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Add your CV and finish' })).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: SEEKER_PDF });
}

/** Onboarding step 3: consents and finishes; the guards lead to the fee. */
export async function consentAndFinish(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /verified employers on hireway may see my profile/i }).check();
  await page.getByRole('button', { name: 'Finish my profile' }).click();
  await expect(page).toHaveURL(/\/auth\/onboarding\/payment$/);
  await expect(page.getByRole('heading', { name: 'Pay the registration fee' })).toBeVisible();
}

/** From the fee page: pays at the sandbox checkout and goes to the seeker home. */
export async function payFeeAtSandbox(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Pay €9.99' }).click();
  await expect(page).toHaveURL(/\/api\/v1\/payments\/sandbox\/checkout\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
}

/** On the CV's Languages part: adds German at C1 and saves the list. */
export async function addGermanC1(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add a language' }).click();
  await page
    .getByRole('combobox', { name: /^language/i })
    .first()
    .fill('Germ');
  await page.getByRole('option', { name: 'German', exact: true }).click();
  await page
    .getByRole('combobox', { name: /^level/i })
    .first()
    .click();
  await page.getByRole('option', { name: 'C1 – advanced' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your languages have been saved.')).toBeVisible();
}
