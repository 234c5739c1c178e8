import { expect, test, type Page } from '@playwright/test';

import { expectAccessible } from './a11y';
import { createAdminWithMfa, DEMO, logIn, logInAdmin, register, uniqueEmail } from './support';

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
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: window.localStorage }));
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
  await expect(page.locator('#app-loading')).toHaveCount(0, { timeout: 30_000 });
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
  const response = await page.request.get(`/api/v1${path}`, {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(response.ok(), `${path} answered ${String(response.status())}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test.describe.configure({ timeout: 1_200_000 });

test('public and sign-in screens, with their error states, as a visitor', async ({ page, request }) => {
  const jobs = ((await (await request.get('/api/v1/jobs')).json()) as { data: { id: string }[] }).data;
  const blogs = ((await (await request.get('/api/v1/blogs')).json()) as { data: { slug: string }[] }).data;
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

test('the first steps of a new seeker and a new provider', async ({ browser }) => {
  const seeker = await (await browser.newContext()).newPage();
  await register(seeker, 'Find a job', uniqueEmail('a11y-seeker'));
  await expect(seeker).not.toHaveURL(/\/auth\/register$/);
  await visit(seeker, seeker.url(), 'after sign-up (seeker)');
  for (const path of ['/auth/onboarding', '/auth/verify-phone', '/auth/account']) await visit(seeker, path);
  // The general onboarding form, sent empty: its errors.
  await seeker.goto('/auth/onboarding');
  await settle(seeker);
  await seeker.getByRole('button', { name: 'Save and continue' }).click();
  await checkVariants(seeker, '/auth/onboarding (errors)');

  const provider = await (await browser.newContext()).newPage();
  await register(provider, 'Hire people', uniqueEmail('a11y-provider'));
  await expect(provider).not.toHaveURL(/\/auth\/register$/);
  await provider.goto('/auth/onboarding');
  await settle(provider);
  const { completeGeneralOnboarding } = await import('./support');
  await completeGeneralOnboarding(provider);
  await expect(provider).toHaveURL(/\/auth\/onboarding\/business$/);
  await visit(provider, '/auth/onboarding/business');
  await provider.getByRole('button', { name: 'Send for verification' }).click();
  await checkVariants(provider, '/auth/onboarding/business (errors)');
});

test('the seeker’s screens, as the demo seeker', async ({ page }) => {
  await logIn(page, DEMO.seeker);
  await expect(page).toHaveURL(/\/job-seeker\/home$/);
  const jobs = await apiGet<{ id: string }[]>(page, '/jobs');
  const blogs = await apiGet<{ slug: string }[]>(page, '/blogs');
  const ticket = await page.request.post('/api/v1/auth/support-tickets', {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    data: { subject: 'Receipt for my fee', category: 'payments', message: 'I paid the fee but got no receipt.' },
  });
  expect(ticket.ok(), await ticket.text()).toBe(true);
  const ticketId = ((await ticket.json()) as { data: { id: string } }).data.id;

  for (const path of [
    '/job-seeker/home',
    '/job-seeker/jobs',
    `/job-seeker/jobs/${jobs[0]?.id ?? ''}`,
    '/job-seeker/my-jobs',
    '/job-seeker/track/job-applications',
    '/job-seeker/track/additional-documents',
    '/job-seeker/track/interview-requests',
    '/job-seeker/manage-cv/personal',
    '/job-seeker/manage-cv/personal-details',
    '/job-seeker/manage-cv/address',
    '/job-seeker/manage-cv/work-experience',
    '/job-seeker/manage-cv/education-history',
    '/job-seeker/manage-cv/skills',
    '/job-seeker/manage-cv/languages',
    '/job-seeker/manage-cv/voluntary-services',
    '/job-seeker/manage-cv/hobbies',
    '/job-seeker/manage-cv/references',
    '/job-seeker/resources',
    `/job-seeker/resources/${blogs[0]?.slug ?? ''}`,
    '/job-seeker/contact-us',
    '/job-seeker/contact-us/new',
    `/job-seeker/contact-us/${ticketId}`,
    '/auth/account',
    '/security/mfa',
    '/security/password/change',
  ]) {
    await visit(page, path);
  }

  await page.goto('/job-seeker/home');
  await settle(page);
  await checkShellMenus(page, 'seeker');

  // A form sent empty: the contact form's errors.
  await page.goto('/job-seeker/contact-us/new');
  await settle(page);
  await page.getByRole('button', { name: 'Send request' }).click();
  await checkVariants(page, '/job-seeker/contact-us/new (errors)');
});

test('the provider’s screens, as the demo provider', async ({ page }) => {
  await logIn(page, DEMO.provider);
  await expect(page).toHaveURL(/\/provider$/);
  const jobs = await apiGet<{ id: string }[]>(page, '/provider/jobs');
  const candidates = await apiGet<{ id: string }[]>(page, '/provider/candidates');
  const jobId = jobs[0]?.id ?? '';

  for (const path of [
    '/provider',
    '/provider/jobs',
    '/provider/jobs/new',
    `/provider/jobs/${jobId}/update`,
    `/provider/jobs/${jobId}/preview`,
    `/provider/jobs/${jobId}/applications`,
    '/provider/company-profile',
    '/provider/candidates',
    `/provider/candidates/${candidates[0]?.id ?? ''}`,
    '/provider/my-candidates',
    '/provider/additional-documents',
    '/provider/scheduled-interviews',
    '/provider/shortlisted',
  ]) {
    await visit(page, path);
  }

  await page.goto('/provider');
  await settle(page);
  await checkShellMenus(page, 'provider');

  await page.goto('/provider/jobs/new');
  await settle(page);
  await page
    .getByRole('button', { name: /publish|save/i })
    .first()
    .click();
  await checkVariants(page, '/provider/jobs/new (errors)');
});

test('the admin console, as an admin who has enrolled an authenticator app', async ({ page, request }) => {
  const admin = await createAdminWithMfa(request, uniqueEmail('a11y-admin'));
  await logInAdmin(page, admin);
  const users = await apiGet<{ id: string }[]>(page, '/admin/users');
  const blogs = await apiGet<{ id: string }[]>(page, '/admin/blogs');
  const tickets = await apiGet<{ id: string }[]>(page, '/admin/support-tickets');

  const paths = [
    '/admin',
    '/admin/providers',
    '/admin/users',
    `/admin/users/${users[0]?.id ?? ''}`,
    '/admin/settings',
    '/admin/tickets',
    '/admin/payments',
    '/admin/logs',
    '/admin/blogs',
    `/admin/blogs/${blogs[0]?.id ?? ''}`,
    '/admin/comments',
    '/admin/faqs',
    '/admin/reference',
    '/security/mfa',
    '/security/mfa-recovery-codes',
  ];
  if (tickets[0] !== undefined) paths.push(`/admin/tickets/${tickets[0].id}`);
  for (const path of paths) await visit(page, path);

  await page.goto('/admin');
  await settle(page);
  await checkShellMenus(page, 'admin');
});
