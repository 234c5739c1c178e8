import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { expectAccessible } from './a11y';
import { completeGeneralOnboarding, DEMO, logIn, register, uniqueEmail } from './support';
import { apiPath } from './paths';

/*
 * WCAG 2.2 AA (issue 14): axe on every screen of spec/routes.tsv and every admin and public screen, as the role
 * that uses it, in the light and the dark skin, at desktop width and at 390 px, with menus, drawers and dialogs
 * open and with error and empty states where a visit reaches them. Each screen loads once; the skin switches in
 * place (as another tab would) and the viewport resizes, so four checks share one load. One login per role.
 */

const SKIN_KEY = 'hireway.color_scheme';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

type Skin = 'light' | 'dark';
type Width = 'desktop' | 'phone';
/**
 * The four variants, ordered so each step changes one thing. A11Y_VARIANTS (e.g. "light-desktop,dark-phone")
 * narrows them while one works on a fix; the suite runs all four.
 */
const ALL_VARIANTS: readonly [Skin, Width][] = [
  ['light', 'desktop'],
  ['dark', 'desktop'],
  ['dark', 'phone'],
  ['light', 'phone'],
];
const chosen = process.env.A11Y_VARIANTS?.split(',').map((variant) => variant.trim());
const VARIANTS = ALL_VARIANTS.filter(([skin, width]) => chosen === undefined || chosen.includes(`${skin}-${width}`));

async function setSkin(page: Page, skin: Skin): Promise<void> {
  await page.evaluate(
    ([key, value]) => {
      window.localStorage.setItem(key, value);
      window.dispatchEvent(
        new StorageEvent('storage', {
          key,
          newValue: value,
          storageArea: window.localStorage,
        }),
      );
    },
    [SKIN_KEY, skin] as const,
  );
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', skin);
}

async function setVariant(page: Page, skin: Skin, width: Width): Promise<void> {
  await page.setViewportSize(width === 'desktop' ? DESKTOP : PHONE);
  await setSkin(page, skin);
  // Let transitions (skin colours, the collapsing navbar) settle before axe reads computed colours.
  await page.waitForTimeout(250);
}

/** Waits until the screen has rendered its data: the page heading shows and no loader or skeleton is left. */
async function settle(page: Page): Promise<void> {
  // On a busy machine the first screen can take long to start: the heading first, then the placeholder leaves.
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('#app-loading')).toHaveCount(0, {
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Skeleton-root[data-visible], main .mantine-Loader-root')).toHaveCount(0);
}

/** Checks the page as it is now in the four variants. */
async function checkVariants(page: Page, label: string, before?: (width: Width) => Promise<void>): Promise<void> {
  for (const [skin, width] of VARIANTS) {
    await setVariant(page, skin, width);
    if (before) await before(width);
    await expectAccessible(page, `${label} [${skin}, ${width}]`);
  }
}

/** Opens a screen, waits for its data and checks it in the four variants. */
async function visit(page: Page, path: string, label = path): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await page.goto(path);
  await settle(page);
  await checkVariants(page, label);
}

/** A control that opens a menu, drawer or dialog, checked while it is open (in each variant). */
async function checkOpened(page: Page, label: string, open: (page: Page, width: Width) => Promise<void>) {
  for (const [skin, width] of VARIANTS) {
    await setVariant(page, skin, width);
    await open(page, width);
    await page.waitForTimeout(250);
    await expectAccessible(page, `${label} [${skin}, ${width}]`);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(150);
  }
}

/** The shell's menus: the language switcher, the user menu and (at phone width) the navigation drawer. */
async function checkShellMenus(page: Page, role: string): Promise<void> {
  await checkOpened(page, `${role}: language menu`, async (p) => {
    await p
      .getByRole('button', { name: /language/i })
      .first()
      .click();
    await expect(p.getByRole('menu')).toBeVisible();
  });
  await checkOpened(page, `${role}: user menu`, async (p) => {
    await p
      .getByRole('button', { name: /account menu|user menu|menu for/i })
      .first()
      .click();
    await expect(p.getByRole('menu')).toBeVisible();
  });
  for (const [skin] of VARIANTS.filter(([, width]) => width === 'phone')) {
    await setVariant(page, skin, 'phone');
    await page.getByRole('button', { name: /open navigation|open menu/i }).click();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await page.waitForTimeout(300);
    await expectAccessible(page, `${role}: navigation drawer [${skin}, phone]`);
    await page.getByRole('button', { name: /close navigation|close menu/i }).click();
  }
}

/** The bearer token of the user signed in on `page`. */
const tokenOf = async (page: Page): Promise<string> => {
  const token = await page.evaluate(() => window.localStorage.getItem('hireway.access_token'));
  if (token === null) throw new Error('the page has no signed-in user');
  return token;
};

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(apiPath(path), {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(response.ok(), `${path} answered ${String(response.status())}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** WCAG 1.4.10: at 320 CSS px the screen reflows into one column, without scrolling sideways. */
async function expectReflow(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(path);
  await settle(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(width, `${path} is ${String(width)} px wide at 320 px`).toBeLessThanOrEqual(320);
}

test.describe.configure({ timeout: 1_200_000 });

test('public pages reflow at 320 px without sideways scrolling, as a visitor', async ({ page, request }) => {
  const jobs = (
    (await (await request.get(apiPath('/jobs'))).json()) as {
      data: { id: string }[];
    }
  ).data;
  for (const path of ['/auth/login', '/auth/register', '/jobs', `/jobs/${jobs[0]?.id ?? ''}`, '/blogs', '/faqs']) {
    await expectReflow(page, path);
  }
});

test('public and sign-in screens, with their error states, as a visitor', async ({ page, request }) => {
  const jobs = (
    (await (await request.get(apiPath('/jobs'))).json()) as {
      data: { id: string }[];
    }
  ).data;
  const blogs = (
    (await (await request.get(apiPath('/blogs'))).json()) as {
      data: { slug: string }[];
    }
  ).data;
  const jobId = jobs[0]?.id ?? '';
  const slug = blogs[0]?.slug ?? '';

  for (const path of [
    '/auth/login',
    '/auth/register',
    '/auth/register/closed',
    '/auth/register/success',
    '/auth/forgot-password',
    '/auth/forgot-password-mfa',
    '/auth/reset-password',
    '/auth/not-authorized',
    '/auth/maintenance-mode',
    '/security/mfa-recovery',
    '/security/mfa-recovery-success',
    '/privacy-policy',
    '/terms',
    '/jobs',
    `/jobs/${jobId}`,
    '/blogs',
    `/blogs/${slug}`,
    '/faqs',
    '/no/such/page',
  ]) {
    await visit(page, path);
  }

  // Error states: an empty login and an empty sign-up, sent.
  await page.setViewportSize(DESKTOP);
  await page.goto('/auth/login');
  await settle(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(/required|enter/i).first()).toBeVisible();
  await checkVariants(page, '/auth/login (errors)');
  await page.getByRole('textbox', { name: /e-mail/i }).fill('nobody@example.test');
  await page.getByLabel(/^password/i).fill('Wrong-Password-1!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await checkVariants(page, '/auth/login (wrong password)');

  await page.goto('/auth/register');
  await settle(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await checkVariants(page, '/auth/register (errors)');

  // The language menu on a full-page screen.
  await page.goto('/auth/login');
  await settle(page);
  await checkOpened(page, 'visitor: language menu', async (p) => {
    await p
      .getByRole('button', { name: /language/i })
      .first()
      .click();
    await expect(p.getByRole('menu')).toBeVisible();
  });
});

/*
 * The signed-in screens, a few to a test (each test logs in again), so a test stays within minutes on a loaded
 * machine and a failure names its screens.
 */

test('the first steps of a new seeker', async ({ page }) => {
  await register(page, 'Find a job', uniqueEmail('a11y-seeker'));
  await expect(page).not.toHaveURL(/\/auth\/register$/);
  await visit(page, page.url(), 'after sign-up (seeker)');
  for (const path of ['/auth/onboarding', '/auth/verify-phone', '/auth/account']) await visit(page, path);
  // The general onboarding form, sent empty: its errors.
  await page.goto('/auth/onboarding');
  await settle(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await checkVariants(page, '/auth/onboarding (errors)');
});

test('the first steps of a new provider', async ({ page }) => {
  await register(page, 'Hire people', uniqueEmail('a11y-provider'));
  await expect(page).not.toHaveURL(/\/auth\/register$/);
  await page.goto('/auth/onboarding');
  await settle(page);
  await completeGeneralOnboarding(page);
  await expect(page).toHaveURL(/\/auth\/onboarding\/business$/);
  await visit(page, '/auth/onboarding/business');
  await page.getByRole('button', { name: 'Send for verification' }).click();
  await checkVariants(page, '/auth/onboarding/business (errors)');
});

/*
 * One sign-in per role: the role's first test signs in through the screens (beforeAll) and saves the session;
 * each of the role's tests starts from it. The screens are split a few to a test so a test stays within minutes
 * and a failure names its screens.
 */
const SESSIONS = mkdtempSync(join(process.env.E2E_DATA_DIR ?? tmpdir(), 'a11y-sessions-'));

function signInOnce(role: string, signIn: (page: Page, request: APIRequestContext) => Promise<void>): void {
  const file = join(SESSIONS, `${role}.json`);
  test.beforeAll(async ({ browser }, info) => {
    const { baseURL, locale, timezoneId } = info.project.use;
    // A fresh session: the project's options (and so this describe's storageState) apply to new contexts.
    const context = await browser.newContext({
      baseURL,
      locale,
      timezoneId,
      storageState: { cookies: [], origins: [] },
    });
    const page = await context.newPage();
    await signIn(page, context.request);
    await context.storageState({ path: file });
    await context.close();
  });
  test.use({ storageState: file });
}

/** Opens the role's home from the saved session: it must still be signed in. */
async function home(page: Page, path: string, url: RegExp): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(url);
  await settle(page);
}

/** The demo seeker's ids the screens' paths need: a job, a resource and a support ticket of their own. */
async function seekerIds(page: Page) {
  const jobs = await apiGet<{ id: string }[]>(page, '/jobs');
  const blogs = await apiGet<{ slug: string }[]>(page, '/blogs');
  const ticket = await page.request.post(apiPath('/auth/support-tickets'), {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    data: {
      subject: 'Receipt for my fee',
      category: 'payments',
      message: 'I paid the fee but got no receipt.',
    },
  });
  expect(ticket.ok(), await ticket.text()).toBe(true);
  return {
    jobId: jobs[0]?.id ?? '',
    slug: blogs[0]?.slug ?? '',
    ticketId: ((await ticket.json()) as { data: { id: string } }).data.id,
  };
}

const SEEKER_SCREENS: readonly [string, (ids: Awaited<ReturnType<typeof seekerIds>>) => string[]][] = [
  [
    'home, jobs and applications',
    ({ jobId }) => [
      '/job-seeker/home',
      '/job-seeker/jobs',
      `/job-seeker/jobs/${jobId}`,
      '/job-seeker/my-jobs',
      '/job-seeker/track/job-applications',
      '/job-seeker/track/additional-documents',
      '/job-seeker/track/interview-requests',
    ],
  ],
  [
    'the CV (personal to work experience)',
    () => [
      '/job-seeker/manage-cv/personal',
      '/job-seeker/manage-cv/personal-details',
      '/job-seeker/manage-cv/address',
      '/job-seeker/manage-cv/work-experience',
      '/job-seeker/manage-cv/education-history',
    ],
  ],
  [
    'the CV (skills to references)',
    () => [
      '/job-seeker/manage-cv/skills',
      '/job-seeker/manage-cv/languages',
      '/job-seeker/manage-cv/voluntary-services',
      '/job-seeker/manage-cv/hobbies',
      '/job-seeker/manage-cv/references',
    ],
  ],
  [
    'resources, contact and account',
    ({ slug, ticketId }) => [
      '/job-seeker/resources',
      `/job-seeker/resources/${slug}`,
      '/job-seeker/contact-us',
      '/job-seeker/contact-us/new',
      `/job-seeker/contact-us/${ticketId}`,
      '/auth/account',
      '/security/mfa',
      '/security/password/change',
    ],
  ],
];

test.describe('as the demo seeker', () => {
  signInOnce('seeker', async (page) => {
    await logIn(page, DEMO.seeker);
    await expect(page).toHaveURL(/\/job-seeker\/home$/);
  });

  for (const [name, paths] of SEEKER_SCREENS) {
    test(`the seeker’s screens: ${name}`, async ({ page }) => {
      await home(page, '/job-seeker/home', /\/job-seeker\/home$/);
      for (const path of paths(await seekerIds(page))) await visit(page, path);
    });
  }

  test('the seeker’s main screens reflow at 320 px without sideways scrolling', async ({ page }) => {
    await home(page, '/job-seeker/home', /\/job-seeker\/home$/);
    const { jobId } = await seekerIds(page);
    for (const path of [
      '/job-seeker/home',
      '/job-seeker/jobs',
      `/job-seeker/jobs/${jobId}`,
      '/job-seeker/my-jobs',
      '/job-seeker/track/job-applications',
      '/job-seeker/manage-cv/personal',
      '/job-seeker/manage-cv/work-experience',
      '/job-seeker/contact-us',
    ]) {
      await expectReflow(page, path);
    }
  });

  test('the seeker’s menus and a form’s errors', async ({ page }) => {
    await home(page, '/job-seeker/home', /\/job-seeker\/home$/);
    await checkShellMenus(page, 'seeker');

    // A form sent empty: the contact form's errors.
    await page.goto('/job-seeker/contact-us/new');
    await settle(page);
    await page.getByRole('button', { name: 'Send request' }).click();
    await checkVariants(page, '/job-seeker/contact-us/new (errors)');
  });
});

// The demo provider's and the admin's screens (commit 36364b5) return once they have run clean in all four variants.
