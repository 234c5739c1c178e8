import { expect, test, type Page } from '@playwright/test';

import {
  approveProvider,
  Authenticator,
  codeIn,
  createAdmin,
  createAdminWithMfa,
  linkIn,
  logInAdmin,
  logIn,
  pendingProviderThroughApi,
  REGISTER_PASSWORD,
  screenshotBothSkins,
  screenshotBothSkinsInPlace,
  uniqueEmail,
  waitForMail,
} from './support';
import { apiPath } from './paths';

const NEW_PASSWORD = 'Velvet-Harbor-93x';
const RESET_PASSWORD = 'Amber-Lantern-58q';
async function registerSeeker(page: Page, email: string): Promise<void> {
  await page.goto('/auth/register');
  await page.getByRole('textbox', { name: /first name/i }).fill('Lina');
  await page.getByRole('textbox', { name: /last name/i }).fill('Moreau');
  await page.getByRole('textbox', { name: /e-mail/i }).fill(email);
  await page.getByLabel(/^password/i).fill(NEW_PASSWORD);
  await page.getByLabel(/^confirm password/i).fill(NEW_PASSWORD);
  await page.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function logOutFromMenu(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(code);
}

test('password reset by e-mail: a new seeker forgets the password and sets a new one', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  await registerSeeker(page, email);

  // Right after signing up: the check-your-inbox page (rule 1), then the e-mailed link confirms the address.
  await expect(page).toHaveURL(/\/auth\/register\/confirm-email$/);
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await screenshotBothSkinsInPlace(page, 'auth-register-confirm-email');
  const confirmation = await waitForMail(request, email, 'confirm-email');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.goto(linkIn(confirmation.text, '/auth/login'));
  await expect(page.getByText('Thank you, your e-mail address is confirmed.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await screenshotBothSkinsInPlace(page, 'auth-login-email-confirmed');

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await screenshotBothSkins(page, 'auth-forgot-password');
  await page.getByRole('textbox', { name: /e-mail/i }).fill(email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByText(`If an account uses ${email}`)).toBeVisible();
  await screenshotBothSkinsInPlace(page, 'auth-forgot-password-sent');

  const mail = await waitForMail(request, email, 'password-reset');
  await page.goto(linkIn(mail.text, '/auth/reset-password'));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(/Your password must contain at least 8 characters/)).toBeVisible();
  await screenshotBothSkins(page, 'auth-reset-password');
  await page.getByLabel(/^new password/i).fill(RESET_PASSWORD);
  await page.getByLabel(/^confirm the new password/i).fill(RESET_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();

  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Your password has been changed. Log in with the new one.')).toBeVisible();
  await screenshotBothSkinsInPlace(page, 'auth-login-password-reset');

  // The link is single use.
  await page.goto(linkIn(mail.text, '/auth/reset-password'));
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await expect(page.getByText('Password reset token has expired')).toBeVisible();

  // The old password no longer works; the new one does (a new seeker goes on to onboarding).
  await logIn(page, email, NEW_PASSWORD);
  await expect(page.getByText('The e-mail or password is incorrect')).toBeVisible();
  await logIn(page, email, RESET_PASSWORD);
  await expect(page).toHaveURL(/\/auth\/onboarding$/);
});

test('MFA: a fresh user sets up the authenticator app, then logs in with a code and with a recovery code', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('mfa');
  const password = createAdmin(email);
  const accountMenu = /Platform Admin, account menu$/;

  // An admin without MFA lands on the set-up, not the console (SECURITY.md MFA-08, guard rule 5.9).
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/security\/mfa$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/security\/mfa$/);
  await page.getByRole('button', { name: accountMenu }).click();
  await page.getByRole('menuitem', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/security\/mfa$/);
  const status = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(status.getByText('Off', { exact: true })).toBeVisible();
  await screenshotBothSkins(page, 'security-mfa');

  await status.getByRole('link', { name: 'Set up two-factor authentication' }).click();
  await expect(page).toHaveURL(/\/security\/mfa-authentication$/);
  await screenshotBothSkins(page, 'security-mfa-authentication');
  await page.getByRole('link', { name: 'Start the set-up' }).click();

  await expect(page).toHaveURL(/\/security\/authentication-app$/);
  await screenshotBothSkins(page, 'security-authentication-app');
  await page.getByLabel(/^your password/i).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByRole('textbox', { name: 'Setup key' }).inputValue()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await screenshotBothSkinsInPlace(page, 'security-authentication-app-qr');
  const app = new Authenticator(secret);

  await page.getByRole('link', { name: 'Next: enter a code' }).click();
  await expect(page).toHaveURL(/\/security\/activation-app$/);
  await screenshotBothSkins(page, 'security-activation-app');
  await enterCode(page, await app.nextCode());
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();

  await expect(page).toHaveURL(/\/security\/mfa-recovery-codes$/);
  // The address changes before React renders the new screen, and allTextContents does not wait: wait for the list.
  const codeItems = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codeItems).toHaveCount(10);
  const codes = await codeItems.allTextContents();
  await screenshotBothSkinsInPlace(page, 'security-mfa-recovery-codes');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as .txt' }).click();
  expect((await download).suggestedFilename()).toBe('hireway-recovery-codes.txt');
  await page.getByRole('checkbox', { name: /I have saved my recovery codes/ }).check();
  await page.getByRole('button', { name: 'Done' }).click();

  await expect(page).toHaveURL(/\/security\/mfa$/);
  await expect(status.getByText('On', { exact: true })).toBeVisible();
  await screenshotBothSkins(page, 'security-mfa-on');

  // The other security screens, as they look for this user.
  await page.goto('/security/mfa-activation');
  await expect(page.getByRole('heading', { name: 'Enter a code from the app' })).toBeVisible();
  await screenshotBothSkins(page, 'security-mfa-activation');
  await page.getByRole('button', { name: accountMenu }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/security\/password\/change$/);
  await screenshotBothSkins(page, 'security-password-change');

  // Log in again: the password alone is not enough any more.
  await logOutFromMenu(page, accountMenu);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/auth\/mfa$/);
  await screenshotBothSkins(page, 'auth-mfa');
  await enterCode(page, await app.nextCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Welcome Platform')).toBeVisible();

  // And with a recovery code instead of the app.
  await logOutFromMenu(page, accountMenu);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/auth\/mfa$/);
  await page.getByRole('link', { name: 'Use a recovery code' }).click();
  await expect(page).toHaveURL(/\/security\/mfa-recovery$/);
  await screenshotBothSkins(page, 'security-mfa-recovery');
  await page.getByRole('textbox', { name: /recovery code/i }).fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/security\/mfa-recovery-success$/);
  await expect(page.getByRole('heading', { name: 'You are logged in' })).toBeVisible();
  await screenshotBothSkins(page, 'security-mfa-recovery-success');

  // A recovery code works once.
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await logOutFromMenu(page, accountMenu);
  await logIn(page, email, password);
  await page.getByRole('link', { name: 'Use a recovery code' }).click();
  await page.getByRole('textbox', { name: /recovery code/i }).fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('This recovery code is not valid or was already used')).toBeVisible();
  await page.getByRole('textbox', { name: /recovery code/i }).fill(codes[1] ?? '');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/security\/mfa-recovery-success$/);

  // Turning it off: the password, then the code e-mailed to the account.
  await page.getByRole('link', { name: 'Manage two-factor authentication' }).click();
  await expect(page).toHaveURL(/\/security\/mfa$/);
  await page.getByRole('button', { name: 'Turn off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off two-factor authentication' });
  await dialog.getByLabel(/^your password/i).fill(password);
  await dialog.getByRole('button', { name: 'E-mail me a code' }).click();
  await expect(dialog.getByText('Code from the e-mail')).toBeVisible();
  await screenshotBothSkinsInPlace(page, 'security-mfa-turn-off');
  const deactivation = await waitForMail(request, email, 'mfa-deactivate-code');
  await enterCode(page, codeIn(deactivation.text));
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText(/Two-factor authentication is off/)).toBeVisible();
  await expect(status.getByText('Off', { exact: true })).toBeVisible();
});

test('password reset of an MFA account asks for the app code first', async ({ page, request }) => {
  const email = uniqueEmail('mfa-reset');
  const password = createAdmin(email);

  // MFA on, set up through the API this time: the journey above covers the screens.
  const login = await request.post(apiPath('/auth/login'), { data: { email, password } });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const headers = { Authorization: `Bearer ${token}` };
  const enroll = await request.post(apiPath('/mfa/enroll'), { headers, data: { password } });
  const { secret } = ((await enroll.json()) as { data: { secret: string } }).data;
  const app = new Authenticator(secret);
  const activate = await request.post(apiPath('/mfa/activate'), { headers, data: { code: await app.nextCode() } });
  expect(activate.ok()).toBe(true);

  await page.goto('/auth/forgot-password');
  await page.getByRole('textbox', { name: /e-mail/i }).fill(email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  const mail = await waitForMail(request, email, 'password-reset');
  await page.goto(linkIn(mail.text, '/auth/reset-password'));

  await expect(page).toHaveURL(/\/auth\/forgot-password-mfa\?token=/);
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await screenshotBothSkins(page, 'auth-forgot-password-mfa');
  await enterCode(page, '000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('The code is not correct')).toBeVisible();
  await enterCode(page, await app.nextCode());
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  await page.getByLabel(/^new password/i).fill(RESET_PASSWORD);
  await page.getByLabel(/^confirm the new password/i).fill(RESET_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password has been changed. Log in with the new one.')).toBeVisible();

  // The new password opens the second step, not the account.
  await logIn(page, email, RESET_PASSWORD);
  await expect(page).toHaveURL(/\/auth\/mfa$/);
});

test('the maintenance page and the phone step render in both skins', async ({ page, request }) => {
  await page.goto('/auth/maintenance-mode');
  await expect(page.getByRole('heading', { name: 'We will be back soon' })).toBeVisible();
  await screenshotBothSkins(page, 'auth-maintenance-mode');

  // A fresh admin has no phone number on file: the screen says what went wrong.
  const admin = await createAdminWithMfa(request, uniqueEmail('phone'));
  await logInAdmin(page, admin);
  await page.goto('/auth/verify-phone');
  await expect(page.getByRole('heading', { name: 'Verify your phone number' })).toBeVisible();
  await page.getByRole('button', { name: 'Send me a new code' }).click();
  await expect(page.getByText('Add a phone number to your account first')).toBeVisible();
  await screenshotBothSkinsInPlace(page, 'auth-verify-phone');
});

test('e-mail change: a provider changes the address, confirms it signed in, and the old address undoes it', async ({
  page,
  request,
}) => {
  // An approved provider (an admin made by the CLI approves it) and nine screenshots: at load 15 this took 132 s.
  test.setTimeout(240_000);
  const provider = await pendingProviderThroughApi(request, 'email-change', 'Osprey Cargo');
  await approveProvider(request, provider.email);
  const oldEmail = provider.email;
  const newEmail = uniqueEmail('email-changed');
  await logIn(page, oldEmail, REGISTER_PASSWORD);
  await expect(page).toHaveURL(/\/provider$/);

  // Beside the password on the security overview.
  await page.goto('/security/mfa');
  const card = page.getByRole('region', { name: 'E-mail address' });
  await expect(card.getByText(`You sign in with ${oldEmail}`)).toBeVisible();
  await screenshotBothSkins(page, 'security-overview');
  await card.getByRole('link', { name: 'Change e-mail address' }).click();
  await expect(page).toHaveURL(/\/security\/email\/change$/);
  await expect(page.getByRole('heading', { name: 'Change your e-mail address' })).toBeVisible();
  await screenshotBothSkins(page, 'security-email-change');

  // And from the user menu, under Change password, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/provider');
  await page.getByRole('button', { name: /, account menu$/ }).click();
  const menuEntry = page.getByRole('menuitem', { name: 'Change e-mail address' });
  await expect(menuEntry).toBeVisible();
  await screenshotBothSkinsInPlace(page, 'user-menu-email-change-390');
  await menuEntry.click();
  await expect(page).toHaveURL(/\/security\/email\/change$/);
  await expect(page.getByRole('heading', { name: 'Change your e-mail address' })).toBeVisible();
  await screenshotBothSkins(page, 'security-email-change-390');
  await page.setViewportSize({ width: 1280, height: 720 });

  // A wrong password is said on its field and changes nothing.
  await page.getByRole('textbox', { name: /new e-mail address/i }).fill(newEmail);
  await page.getByLabel(/^current password/i).fill('Wrong-Password-2026!');
  await page.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(page.getByText('The password is not correct').first()).toBeVisible();
  await expect(page.getByLabel(/^current password/i)).toHaveAttribute('aria-invalid', 'true');
  await screenshotBothSkinsInPlace(page, 'security-email-change-wrong-password');

  await page.getByLabel(/^current password/i).fill(REGISTER_PASSWORD);
  await page.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(page.getByText(`Your e-mail address is now ${newEmail}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/security\/mfa$/);
  await expect(card.getByText(`You sign in with ${newEmail}`)).toBeVisible();

  // The new address's confirmation link, opened in this signed-in browser, confirms it.
  const confirmation = await waitForMail(request, newEmail, 'confirm-email');
  await page.goto(linkIn(confirmation.text, '/auth/login'));
  await expect(page.getByText('Thank you, your e-mail address is confirmed.')).toBeVisible();
  await expect(page).toHaveURL(/\/provider$/);

  // The old address was told, with an undo link; opened in the same signed-in browser it restores the address and
  // the browser ends signed out on the login page with the notice.
  const told = await waitForMail(request, oldEmail, 'email-changed');
  expect(told.text).toContain(newEmail);
  await page.goto(linkIn(told.text, '/auth/login'));
  const restored = page.getByRole('alert', { name: 'Your e-mail address is restored' });
  await expect(restored).toBeVisible();
  await expect(restored.getByText(`The account uses ${oldEmail} again`)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await screenshotBothSkinsInPlace(page, 'auth-login-email-restored');

  // Signed out here too; the old address signs in again, the new one no longer does.
  await page.goto('/security/mfa');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await logIn(page, newEmail, REGISTER_PASSWORD);
  await expect(page.getByText('The e-mail or password is incorrect')).toBeVisible();
  await logIn(page, oldEmail, REGISTER_PASSWORD);
  await expect(page).toHaveURL(/\/provider$/);
});
