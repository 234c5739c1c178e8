import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { apiPath } from './paths';

export const DEMO_PASSWORD = 'Demo-Pass-2026!';
export const DEMO = {
  seeker: 'seeker@hireway.test',
  provider: 'provider@hireway.test',
  admin: 'admin@hireway.test',
} as const;

const SCREENS = join(import.meta.dirname, '..', 'artifacts', 'screens');

/** A unique address per test, so tests never share data. */
export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

const SKIN_KEY = 'hireway.color_scheme';

/** Saves a full-page screenshot of the current screen in the light skin and again in the dark skin. */
export async function screenshotBothSkins(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  const original = await page.evaluate((key) => window.localStorage.getItem(key), SKIN_KEY);
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [SKIN_KEY, scheme] as const);
    await reloadSettled(page);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await page.screenshot({ path: join(SCREENS, `${name}-${scheme}.png`), fullPage: true });
  }
  await page.evaluate(
    ([key, value]) => (value === null ? window.localStorage.removeItem(key) : window.localStorage.setItem(key, value)),
    [SKIN_KEY, original] as const,
  );
  // Settled like the others, so the test's next step does not act on a page still hydrating: a click there is
  // replayed by React after hydration, and the language menu it opened closed again (CI, session 12).
  await reloadSettled(page);
}

/** Reloads the page and waits until it is loaded, its requests done and the first screen rendered. */
async function reloadSettled(page: Page): Promise<void> {
  await page.reload();
  await page.waitForLoadState('networkidle');
  // The static placeholder of index.html leaves once the first screen has rendered.
  await expect(page.locator('#app-loading')).toHaveCount(0);
}

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: /e-mail/i }).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  template: string | null;
}

/** The newest e-mail to an address from the dev outbox (jobs send within about a second). */
export async function waitForMail(request: APIRequestContext, to: string, template: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(apiPath(`/dev/outbox/mail?to=${encodeURIComponent(to)}`));
        const body = (await res.json()) as { data: OutboxMail[] };
        found = body.data.find((mail) => mail.template === template);
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no ${template} e-mail to ${to}`);
  return found;
}

/**
 * Like screenshotBothSkins, but switches the skin without a reload (the way another tab would), for
 * screens whose state a reload would lose: a QR code, recovery codes shown once, a page reachable only
 * right after the step before it.
 */
export async function screenshotBothSkinsInPlace(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  const setScheme = (scheme: 'light' | 'dark' | null) =>
    page.evaluate(
      ([key, value]) => {
        if (value === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, value);
        window.dispatchEvent(
          new StorageEvent('storage', { key, newValue: value ?? 'light', storageArea: window.localStorage }),
        );
      },
      [SKIN_KEY, scheme] as const,
    );
  const original = await page.evaluate((key) => window.localStorage.getItem(key), SKIN_KEY);
  await page.mouse.move(0, 0);
  for (const scheme of ['light', 'dark'] as const) {
    await setScheme(scheme);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await page.screenshot({ path: join(SCREENS, `${name}-${scheme}.png`), fullPage: true, animations: 'disabled' });
  }
  await setScheme(original === 'dark' ? 'dark' : original === 'light' ? 'light' : null);
}

/**
 * A fresh admin made with the CLI of a real install (`admin:create`), on the database the e2e server
 * uses; answers with the temporary password it prints once.
 */
export function createAdmin(email: string): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir === undefined) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const output = execFileSync(process.execPath, ['apps/api/dist/cli/admin-create.js', '--email', email], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: `sqlite:${join(dataDir, 'e2e.sqlite')}` },
    encoding: 'utf8',
  });
  const password = /Temporary password \(shown once\): (\S+)/.exec(output)?.[1];
  if (password === undefined) throw new Error(`admin:create printed no password:\n${output}`);
  return password;
}

const STEP_MS = 30_000;

/**
 * Codes of an authenticator app. The server takes a step only once and only one step either side of
 * now, so each code comes from a newer step than the last one used (waiting for the clock if needed).
 */
export class Authenticator {
  private readonly totp: TOTP;
  private lastStep = -1;

  constructor(readonly secret: string) {
    this.totp = new TOTP({
      issuer: 'Hireway',
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
      secret: Secret.fromBase32(secret),
    });
  }

  async nextCode(): Promise<string> {
    let current = Math.floor(Date.now() / STEP_MS);
    while (this.lastStep + 1 > current + 1) {
      await new Promise((resolve) => setTimeout(resolve, (current + 1) * STEP_MS - Date.now() + 200));
      current = Math.floor(Date.now() / STEP_MS);
    }
    const step = Math.max(this.lastStep + 1, current);
    this.lastStep = step;
    return this.totp.generate({ timestamp: step * STEP_MS + 1 });
  }
}

export interface AdminAccount {
  email: string;
  password: string;
  authenticator: Authenticator;
  /** The API session the enrolment ran in (turning MFA on keeps the current session). */
  token: string;
}

/**
 * A fresh admin (admin:create) who has enrolled TOTP through the API, as the console requires (MFA-08); the
 * account-security journey covers the set-up screens themselves.
 */
export async function createAdminWithMfa(request: APIRequestContext, email: string): Promise<AdminAccount> {
  const password = createAdmin(email);
  const login = await request.post(apiPath('/auth/login'), { data: { email, password } });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const headers = { Authorization: `Bearer ${token}` };
  const enroll = await request.post(apiPath('/mfa/enroll'), { headers, data: { password } });
  expect(enroll.ok()).toBe(true);
  const authenticator = new Authenticator(((await enroll.json()) as { data: { secret: string } }).data.secret);
  const activate = await request.post(apiPath('/mfa/activate'), {
    headers,
    data: { code: await authenticator.nextCode() },
  });
  expect(activate.ok()).toBe(true);
  return { email, password, authenticator, token };
}

/** An admin's API token: the password, then a code from the app. */
export async function adminToken(request: APIRequestContext, admin: AdminAccount): Promise<string> {
  const login = await request.post(apiPath('/auth/login'), { data: { email: admin.email, password: admin.password } });
  const { mfa_token: mfaToken } = ((await login.json()) as { data: { mfa_token: string } }).data;
  const verified = await request.post(apiPath('/mfa/authenticate'), {
    headers: { Authorization: `Bearer ${mfaToken}` },
    data: { code: await admin.authenticator.nextCode() },
  });
  expect(verified.ok()).toBe(true);
  return ((await verified.json()) as { data: { access_token: string } }).data.access_token;
}

/** Logs an admin in through the screens: the password, then the app's code; lands on the admin home. */
export async function logInAdmin(page: Page, admin: AdminAccount): Promise<void> {
  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/auth\/mfa$/);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await admin.authenticator.nextCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** The first link to a path of the app in an e-mail's text. */
export function linkIn(text: string, path: string): string {
  const link = new RegExp(`https?://\\S+${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\?\\S+`).exec(text)?.[0];
  if (link === undefined) throw new Error(`no ${path} link in:\n${text}`);
  return link;
}

/** The 6-digit code in an e-mail's text. */
export function codeIn(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (code === undefined) throw new Error(`no code in:\n${text}`);
  return code;
}

/** The page's console errors and uncaught exceptions, collected from now on (a list that grows as they come). */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Signs up through the register form as a job seeker or a provider. */
export async function register(page: Page, group: 'Find a job' | 'Hire people', email: string) {
  await page.goto('/auth/register');
  // Mantine's SegmentedControl hides the radio input under its label.
  await page.getByText(group, { exact: true }).click();
  await expect(page.getByRole('radio', { name: group })).toBeChecked();
  await page.getByRole('textbox', { name: /first name/i }).fill('Noor');
  await page.getByRole('textbox', { name: /last name/i }).fill('Haddad');
  await page.getByRole('textbox', { name: /e-mail/i }).fill(email);
  await page.getByLabel(/^password/i).fill('Velvet-Harbor-93x');
  await page.getByLabel(/^confirm password/i).fill('Velvet-Harbor-93x');
  await page.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** The general onboarding form (phone, Germany, Berlin), from /auth/onboarding. */
export async function completeGeneralOnboarding(page: Page) {
  await expect(page).toHaveURL(/\/auth\/onboarding$/);
  await page.getByRole('textbox', { name: /mobile phone/i }).fill('+4915112345678');
  await page.getByRole('combobox', { name: /^country/i }).click();
  await page.getByRole('option', { name: 'Germany' }).click();
  await page.getByRole('combobox', { name: /^state or region/i }).click();
  await page.getByRole('option', { name: 'Berlin' }).click();
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

/** A 1×1 PNG and a minimal PDF: real magic bytes, so the API's file checks accept them. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The password `register` signs up with. */
export const REGISTER_PASSWORD = 'Velvet-Harbor-93x';

/** Chooses an option of a Mantine select by its label. */
export async function pick(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills the business onboarding form (from /auth/onboarding/business) with a logo and a registration document. */
export async function fillBusinessOnboarding(page: Page, company: string) {
  await expect(page).toHaveURL(/\/auth\/onboarding\/business$/);
  await page.getByRole('textbox', { name: /company name/i }).fill(company);
  await page.getByRole('textbox', { name: /registration number/i }).fill('HRB 12345');
  await page.getByRole('combobox', { name: /^industry/i }).click();
  await page.getByRole('option').first().click();
  await pick(page, /^company size/i, '11-50 employees');
  await page.getByRole('textbox', { name: /^website/i }).fill('https://northwind.example');
  await page.getByRole('textbox', { name: /about the company/i }).fill('We build logistics software for Europe.');
  await page.getByRole('textbox', { name: /^address/i }).fill('Torstraße 1');
  await page.getByRole('textbox', { name: /^city/i }).fill('Berlin');
  await pick(page, /^country/i, 'Germany');
  const files = page.locator('input[type="file"]');
  await files.nth(0).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await files.nth(1).setInputFiles({ name: 'registration.pdf', mimeType: 'application/pdf', buffer: PDF });
}

/** An admin approves a pending provider through the verification API. */
export async function approveProvider(request: APIRequestContext, email: string) {
  const admin = await createAdminWithMfa(request, uniqueEmail('verifier'));
  const headers = { Authorization: `Bearer ${admin.token}` };
  const pending = await request.get(apiPath('/admin/providers?status=pending&per_page=500'), { headers });
  expect(pending.ok(), await pending.text()).toBe(true);
  const providers = ((await pending.json()) as { data: { id: string; contact: { email: string } }[] }).data;
  const mine = providers.find((provider) => provider.contact.email === email);
  expect(mine, `${email} is waiting for verification`).toBeDefined();
  const approve = await request.post(apiPath(`/admin/providers/${mine?.id ?? ''}/approve`), { headers });
  expect(approve.ok(), await approve.text()).toBe(true);
}

/** Fills the job form (from /provider/jobs/new): a remote, full-time engineering job paid in euros. */
export async function fillJobForm(page: Page, title: string, description: string) {
  await expect(page).toHaveURL(/\/provider\/jobs\/new$/);
  await page.getByRole('textbox', { name: /job title/i }).fill(title);
  await page.getByRole('textbox', { name: /^description/i }).fill(description);
  await pick(page, /^category/i, 'Engineering');
  await pick(page, /^employment type/i, 'Full-time');
  await pick(page, /^location type/i, 'Remote');
  await page.getByRole('textbox', { name: /minimum salary/i }).fill('60000');
  await page.getByRole('textbox', { name: /maximum salary/i }).fill('80000');
  await pick(page, /^currency/i, 'EUR');
  await pick(page, /^salary period/i, 'Per year');
  await page.getByRole('combobox', { name: /^skills/i }).fill('Kubernetes');
  await page.keyboard.press('Enter');
}

/** The unread count the notification bell shows (its name is "Notifications" or "Notifications, N unread"). */
export async function unreadCount(page: Page): Promise<number> {
  const name = await page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ }).getAttribute('aria-label');
  return Number(/(\d+) unread/.exec(name ?? '')?.[1] ?? 0);
}

/** How many unread notifications the server holds for the user signed in on `page` (the bell may still be loading). */
export async function serverUnreadCount(page: Page): Promise<number> {
  const token = await page.evaluate(() => window.localStorage.getItem('hireway.access_token'));
  const response = await page.request.get(apiPath('/auth/notifications?per_page=50'), {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { meta: { unread: number } }).meta.unread;
}

/**
 * Waits for a live notification on a page that is not reloaded: its toast shows and the bell counts one more
 * unread than the server held before (`unreadBefore`, from serverUnreadCount).
 */
export async function expectLiveNotification(page: Page, title: string | RegExp, unreadBefore: number) {
  await expect(page.getByRole('status').filter({ hasText: title }).first()).toBeVisible();
  await expect.poll(() => unreadCount(page)).toBe(unreadBefore + 1);
}

/**
 * Sets a Mantine switch by clicking its label, as a user does: the input itself is visually hidden (0×0), so a
 * forced click on it lands wherever the layout puts that point and may not toggle anything.
 */
export async function setSwitch(page: Page, name: string, on: boolean): Promise<void> {
  const input = page.getByRole('switch', { name });
  await expect(input).toBeEnabled();
  if ((await input.isChecked()) !== on) {
    const id = await input.getAttribute('id');
    await page
      .locator(`label[for="${id ?? ''}"]`)
      .first()
      .click();
  }
  await expect(input).toBeChecked({ checked: on });
}

/** The `data` of an API answer, after checking it succeeded. */
export const dataOf = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
  expect(response.ok(), `${response.url()} answered ${String(response.status())}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
};

/** Logs in through the API; answers the bearer headers of the session. */
export async function headersOf(request: APIRequestContext, email: string, password: string) {
  const session = await dataOf<{ access_token: string }>(
    await request.post(apiPath('/auth/login'), { data: { email, password } }),
  );
  return { Authorization: `Bearer ${session.access_token}` };
}

/** An approved provider (their API headers) posts a live, remote, full-time operations job; answers its id. */
export async function postLiveJob(
  request: APIRequestContext,
  headers: Record<string, string>,
  { title, description }: { title: string; description: string },
): Promise<{ id: string }> {
  return dataOf<{ id: string }>(
    await request.post(apiPath('/provider/jobs'), {
      headers,
      data: {
        title,
        description,
        category: 'operations',
        employment_type: 'full-time',
        location_type: 'remote',
        salary_min: 36000,
        salary_max: 42000,
        salary_currency: 'EUR',
        salary_period: 'year',
        skills: ['WMS'],
        vacancies: 1,
        application_deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        status: 'live',
      },
    }),
  );
}

/** Registers an account (Noor Haddad, REGISTER_PASSWORD) through the API, as the register form would. */
export async function registerThroughApi(
  request: APIRequestContext,
  userGroup: 'seeker' | 'provider',
  email: string,
): Promise<void> {
  await dataOf(
    await request.post(apiPath('/auth/register'), {
      data: {
        user_group: userGroup,
        first_name: 'Noor',
        last_name: 'Haddad',
        email,
        password: REGISTER_PASSWORD,
        password_confirmation: REGISTER_PASSWORD,
        accept_terms: true,
      },
    }),
  );
}

/** A provider who signed up, onboarded their business and waits for verification; answers their API headers. */
export async function pendingProviderThroughApi(
  request: APIRequestContext,
  emailPrefix: string,
  company: string,
  index = 0,
) {
  const email = uniqueEmail(emailPrefix);
  // Registration answers the same whether or not the address is taken (no session): log in after it.
  await registerThroughApi(request, 'provider', email);
  const headers = await headersOf(request, email, REGISTER_PASSWORD);
  await dataOf(
    await request.post(apiPath('/auth/onboarding'), {
      headers,
      data: {
        first_name: 'Noor',
        last_name: 'Haddad',
        phone: '+4915112345678',
        country_code: 'DE',
        state_code: 'BE',
        city: 'Berlin',
        language: 'en',
      },
    }),
  );
  await dataOf(
    await request.post(apiPath('/auth/onboarding/provider'), {
      headers,
      multipart: {
        company_name: company,
        registration_number: `HRB ${String(10000 + index)}`,
        industry: 'logistics-and-transport',
        company_size: '11-50',
        website: 'https://boardworks.example',
        description: 'We build the software that moves parcels across Europe.',
        phone: '+4915112345678',
        address_line1: 'Torstraße 1',
        city: 'Berlin',
        country_code: 'DE',
        logo: { name: 'logo.png', mimeType: 'image/png', buffer: PNG },
        document_1: { name: 'registration.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    }),
  );
  return { email, headers };
}
