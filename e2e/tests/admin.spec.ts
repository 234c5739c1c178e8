import { randomUUID } from 'node:crypto';

import { expect, test, type Browser, type Page } from '@playwright/test';

import {
  completeGeneralOnboarding,
  createAdminWithMfa,
  fillBusinessOnboarding,
  logIn,
  logInAdmin,
  REGISTER_PASSWORD,
  register,
  screenshotBothSkins,
  uniqueEmail,
} from './support';
import { adminPaths, atScreen, paths } from './paths';

/* The admin console (issue 6): verification decisions the providers see, users and suspension, in both skins. */

const MARK = randomUUID().slice(0, 6);
const REASON = 'The registration certificate is unreadable; please upload a clear scan.';

/** A new provider, in their own browser, who submits their business and waits on the pending page. */
async function pendingProvider(browser: Browser, email: string, company: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await register(page, 'Hire people', email);
  await expect(page).not.toHaveURL(atScreen(paths['auth-register']));
  await page.goto(paths.root);
  await completeGeneralOnboarding(page);
  await fillBusinessOnboarding(page, company);
  await page.getByRole('button', { name: 'Send for verification' }).click();
  await expect(page).toHaveURL(atScreen(paths['pending-verification']));
  return page;
}

test('an admin approves one business and declines another; each provider sees the outcome', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const approvedEmail = uniqueEmail('verify-yes');
  const declinedEmail = uniqueEmail('verify-no');
  const approvedCompany = `Harbour Freight ${MARK}`;
  const declinedCompany = `Blue Crates ${MARK}`;
  const approved = await pendingProvider(browser, approvedEmail, approvedCompany);
  const declined = await pendingProvider(browser, declinedEmail, declinedCompany);

  const admin = await createAdminWithMfa(request, uniqueEmail('console'));
  await logInAdmin(page, admin);
  await expect(page.getByRole('region', { name: 'Pending verifications' })).toBeVisible();
  await expect(page.getByText(/waiting for verification/)).toBeVisible();
  await screenshotBothSkins(page, 'admin-home');

  await page.getByRole('link', { name: 'Verifications' }).first().click();
  await expect(page).toHaveURL(atScreen(adminPaths.providers));
  const toApprove = page.getByRole('article', { name: approvedCompany });
  await expect(toApprove.getByRole('button', { name: /Download registration\.pdf/ })).toBeVisible();
  const download = page.waitForEvent('download');
  await toApprove.getByRole('button', { name: /Download registration\.pdf/ }).click();
  expect((await download).suggestedFilename()).toBe('registration.pdf');
  await screenshotBothSkins(page, 'admin-providers');

  await page.getByRole('article', { name: approvedCompany }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${approvedCompany} is approved.`)).toBeVisible();
  await expect(page.getByRole('article', { name: approvedCompany })).toHaveCount(0);

  await page.getByRole('article', { name: declinedCompany }).getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline this business' });
  await dialog.getByLabel(/^Reason/).fill(REASON);
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText(`${declinedCompany} is declined.`)).toBeVisible();

  await page.getByText('History', { exact: true }).click();
  const history = page.getByRole('table', { name: 'History' });
  await expect(history.getByRole('row', { name: new RegExp(declinedCompany) })).toContainText(REASON);
  await expect(history.getByRole('row', { name: new RegExp(approvedCompany) })).toContainText('Approved');

  // The approved provider reaches the provider home; the declined one reads the reason.
  await approved.reload();
  await expect(approved).toHaveURL(atScreen(paths['provider-home']));
  await declined.reload();
  await expect(declined).toHaveURL(atScreen(paths['declined-verification']));
  await expect(declined.getByText(REASON)).toBeVisible();
  await screenshotBothSkins(declined, 'auth-business-declined-with-reason');

  // Users: find the approved provider, suspend them (their session ends at once), then reinstate them.
  await page.getByRole('link', { name: 'Users' }).first().click();
  await expect(page).toHaveURL(atScreen(adminPaths.users));
  await page.getByRole('textbox', { name: 'Search' }).fill(MARK);
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('row')).toHaveCount(3);
  await screenshotBothSkins(page, 'admin-users');
  await page.getByRole('textbox', { name: 'Search' }).fill(approvedEmail);
  await expect(users.getByRole('row')).toHaveCount(2);
  await users.getByRole('link', { name: 'Noor Haddad' }).click();
  await expect(page.getByRole('heading', { name: 'Noor Haddad' })).toBeVisible();
  await expect(page.getByText(approvedCompany)).toBeVisible();
  await screenshotBothSkins(page, 'admin-user');

  await page.getByRole('button', { name: 'Suspend' }).click();
  const suspend = page.getByRole('dialog', { name: 'Suspend this account' });
  await suspend.getByLabel(/^Reason/).fill('Fake job posts reported by seekers');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('The account is suspended and every session ended.')).toBeVisible();

  await approved.reload();
  await expect(approved).toHaveURL(new RegExp(paths['auth-login']));
  await logIn(approved, approvedEmail, REGISTER_PASSWORD);
  await expect(approved.getByText('This account is suspended. Contact support.')).toBeVisible();

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByText(/Suspended.*Fake job posts reported by seekers/)).toBeVisible();
  await page.getByRole('button', { name: 'Reinstate' }).click();
  await expect(page.getByText('The account is active again.')).toBeVisible();
  await logIn(approved, approvedEmail, REGISTER_PASSWORD);
  await expect(approved).toHaveURL(atScreen(paths['provider-home']));
});
