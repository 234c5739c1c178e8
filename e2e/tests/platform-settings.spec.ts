import { expect, test, type APIRequestContext } from '@playwright/test';

import { type AdminAccount, createAdminWithMfa, DEMO, logIn, logInAdmin, register, uniqueEmail } from './support';
import { apiPath } from './paths';

/* Journeys that depend on platform settings, changed through the admin API the console uses. */

/** A fresh admin with MFA on (the console refuses admins without it) and their API token. */
async function settingsAdmin(request: APIRequestContext): Promise<AdminAccount> {
  return createAdminWithMfa(request, uniqueEmail('settings-admin'));
}

async function adminToken(request: APIRequestContext): Promise<string> {
  return (await settingsAdmin(request)).token;
}

async function setSettings(
  request: APIRequestContext,
  token: string,
  settings: Record<string, Record<string, unknown>>,
) {
  const res = await request.put(apiPath('/admin/settings'), {
    data: settings,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('maintenance mode holds a seeker on the maintenance page while an admin keeps working', async ({
  browser,
  request,
}) => {
  const account = await settingsAdmin(request);
  const token = account.token;
  await setSettings(request, token, { general_settings: { enable_maintenance_mode: true } });
  const seeker = await browser.newPage();
  const admin = await browser.newPage();
  try {
    await logIn(seeker, DEMO.seeker);
    await expect(seeker).toHaveURL(/\/auth\/maintenance-mode$/);
    await expect(seeker.getByRole('heading', { name: 'We will be back soon' })).toBeVisible();

    await logInAdmin(admin, account);
    await expect(admin.getByRole('region', { name: 'Pending verifications' })).toBeVisible();

    await setSettings(request, token, { general_settings: { enable_maintenance_mode: false } });
    await seeker.reload();
    await expect(seeker).toHaveURL(/\/job-seeker\/home$/);
  } finally {
    await setSettings(request, token, { general_settings: { enable_maintenance_mode: false } });
    await seeker.close();
    await admin.close();
  }
});

test('with sign-ups closed, register leads to the closed page and the API refuses too', async ({ page, request }) => {
  const token = await adminToken(request);
  await setSettings(request, token, { registration_settings: { sign_ups_disabled: true } });
  try {
    await page.goto('/auth/register');
    await expect(page).toHaveURL(/\/auth\/register\/closed$/);
    await expect(page.getByRole('heading', { name: 'Sign-ups are closed' })).toBeVisible();
    const res = await request.post(apiPath('/auth/register'), {
      data: {
        user_group: 'seeker',
        first_name: 'No',
        last_name: 'Entry',
        email: uniqueEmail('closed'),
        password: 'Velvet-Harbor-93x',
        password_confirmation: 'Velvet-Harbor-93x',
        accept_terms: true,
      },
    });
    expect(res.status()).toBe(422);
  } finally {
    await setSettings(request, token, { registration_settings: { sign_ups_disabled: false } });
  }
});

test('with phone verification required, a new seeker confirms the texted code before going on', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  await setSettings(request, token, { security_settings: { require_user_phone_verification: true } });
  const phone = `+4915${String(Date.now()).slice(-9)}`;
  try {
    await register(page, 'Find a job', uniqueEmail('phone'));
    await expect(page).not.toHaveURL(/\/auth\/register$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/onboarding$/);
    await page.getByRole('textbox', { name: /mobile phone/i }).fill(phone);
    await page.getByRole('combobox', { name: /^country/i }).click();
    await page.getByRole('option', { name: 'Germany' }).click();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await expect(page).toHaveURL(/\/auth\/verify-phone$/);
    await expect(page.getByRole('heading', { name: 'Verify your phone number' })).toBeVisible();
    let code = '';
    await expect
      .poll(async () => {
        const res = await request.get(apiPath(`/dev/outbox/sms?to=${encodeURIComponent(phone)}`));
        const body = (await res.json()) as { data: { body: string }[] };
        code = /\b(\d{6})\b/.exec(body.data[0]?.body ?? '')?.[1] ?? '';
        return code;
      })
      .toMatch(/^\d{6}$/);
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(code);
    await page.getByRole('button', { name: 'Verify my number' }).click();
    await expect(page).toHaveURL(/\/auth\/onboarding\/seeker$/);
  } finally {
    await setSettings(request, token, { security_settings: { require_user_phone_verification: false } });
  }
});
