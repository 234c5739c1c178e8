import { expect, type Page } from '@playwright/test';

import {
  apiGet,
  checkDialog,
  checkOpened,
  checkShellMenus,
  checkVariants,
  expectReflow,
  home,
  signedInTest,
  visit,
} from './a11y';
import { DEMO, logIn } from './support';

/*
 * WCAG 2.2 AA (issue 14) for the provider: axe on every provider screen of spec/routes.tsv as the demo provider, in
 * the light and the dark skin at 1280 and 390 px, with the shell's menus, the notifications, the candidate's and the
 * application's dialogs open and the job form's errors shown; and reflow at 320 px. Dialogs are opened and closed
 * with Escape (nothing is sent), so the demo data stays as it was and the file runs on its own.
 */

/** One signed-in page for the file's tests (a11y.ts, signedInTest). */
const test = signedInTest(async (page) => {
  await logIn(page, DEMO.provider);
  await expect(page).toHaveURL(/\/provider$/);
});

test.describe.configure({ timeout: 1_200_000 });

/** The demo provider's ids the screens' paths need: the job with most applications and a candidate. */
async function providerIds(page: Page) {
  const jobs = await apiGet<{ id: string; applications_count: number }[]>(page, '/provider/jobs');
  const candidates = await apiGet<{ id: string }[]>(page, '/provider/candidates');
  const [busiest] = [...jobs].sort((a, b) => b.applications_count - a.applications_count);
  expect(busiest?.applications_count ?? 0, 'a demo job with applications').toBeGreaterThan(0);
  expect(candidates.length, 'demo candidates').toBeGreaterThan(0);
  return { jobId: busiest?.id ?? '', candidateId: candidates[0]?.id ?? '' };
}

test.describe('as the demo provider', () => {
  test('the provider’s screens: home and jobs, with the job form’s errors', async ({ page }) => {
    await home(page, '/provider', /\/provider$/);
    const { jobId } = await providerIds(page);
    for (const path of [
      '/provider',
      '/provider/jobs',
      `/provider/jobs/${jobId}/update`,
      `/provider/jobs/${jobId}/preview`,
      '/provider/jobs/new',
    ]) {
      await visit(page, path);
    }
    // The new job form sent empty: its fields' errors and the error summary.
    await page
      .getByRole('button', { name: /publish|save/i })
      .first()
      .click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await checkVariants(page, '/provider/jobs/new (errors)');
  });

  test('the provider’s screens: applications, with the reject dialog', async ({ page }) => {
    await home(page, '/provider', /\/provider$/);
    const { jobId } = await providerIds(page);
    await visit(page, `/provider/jobs/${jobId}/applications`);
    const reject = page.getByRole('button', { name: 'Reject' });
    await expect(reject.first()).toBeVisible();
    await checkDialog(page, 'provider: reject dialog', reject.first());
  });

  test('the provider’s screens: company and candidates, with the candidate’s dialogs', async ({ page }) => {
    await home(page, '/provider', /\/provider$/);
    const { candidateId } = await providerIds(page);
    for (const path of [
      '/provider/company-profile',
      '/provider/candidates',
      '/provider/my-candidates',
      '/provider/additional-documents',
      '/provider/scheduled-interviews',
      '/provider/shortlisted',
      `/provider/candidates/${candidateId}`,
    ]) {
      await visit(page, path);
    }
    // The candidate's actions open dialogs (shortlist, interview, documents); each is checked open, then closed.
    for (const action of ['Shortlist', 'Request interview', 'Request documents']) {
      const button = page.getByRole('button', { name: action, exact: true });
      if (!(await button.isEnabled())) continue; // already sent to this candidate: the button says so instead
      await checkDialog(page, `provider: ${action} dialog`, button);
    }
  });

  test('the provider’s menus, notifications and the chart’s table', async ({ page }) => {
    await home(page, '/provider', /\/provider$/);
    await checkShellMenus(page, 'provider');
    await checkOpened(page, 'provider: notifications', async (p) => {
      await p
        .getByRole('button', { name: /notifications/i })
        .first()
        .click();
      await expect(p.getByRole('dialog', { name: /notifications/i })).toBeVisible();
    });
    // Escape closed it (focus was inside) and focus is back on the bell.
    await expect(page.getByRole('dialog', { name: /notifications/i })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /notifications/i }).first()).toBeFocused();
    // The activity chart's figures as a table, opened with its button.
    const figures = page.getByRole('button', { name: 'Show the figures as a table: Activity over time' });
    await figures.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('table', { name: 'Activity over time' })).toBeVisible();
    await checkVariants(page, 'provider: the activity chart’s table');
    await page.getByRole('button', { name: 'Hide the table of figures: Activity over time' }).press('Enter');
  });

  test('the provider’s main screens reflow at 320 px and fit at 200 % zoom with WCAG text spacing', async ({
    page,
  }) => {
    await home(page, '/provider', /\/provider$/);
    const { jobId, candidateId } = await providerIds(page);
    for (const path of [
      '/provider',
      '/provider/jobs',
      '/provider/jobs/new',
      `/provider/jobs/${jobId}/applications`,
      '/provider/company-profile',
      '/provider/candidates',
      `/provider/candidates/${candidateId}`,
      '/provider/shortlisted',
    ]) {
      await expectReflow(page, path);
    }
  });
});
