import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
    await page.reload();
    await page.waitForLoadState('networkidle');
    // The static placeholder of index.html leaves once the first screen has rendered.
    await expect(page.locator('#app-loading')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await page.screenshot({ path: join(SCREENS, `${name}-${scheme}.png`), fullPage: true });
  }
  await page.evaluate(
    ([key, value]) => (value === null ? window.localStorage.removeItem(key) : window.localStorage.setItem(key, value)),
    [SKIN_KEY, original] as const,
  );
  await page.reload();
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
        const res = await request.get(`/api/v1/dev/outbox/mail?to=${encodeURIComponent(to)}`);
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
