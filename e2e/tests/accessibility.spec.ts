import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import {
  apiGet,
  checkOpened,
  checkShellMenus,
  checkVariants,
  DESKTOP,
  expectReflow,
  home,
  settle,
  signInOnce,
  tokenOf,
  visit,
} from './a11y';
import {
  completeGeneralOnboarding,
  dataOf,
  DEMO,
  linkIn,
  logIn,
  register,
  registerThroughApi,
  uniqueEmail,
  waitForMail,
} from './support';
import { apiPath } from './paths';

/*
 * WCAG 2.2 AA (issue 14): axe on the public screens and the seeker's (the provider's and the admin's are in
 * accessibility-provider/-admin.spec.ts), as the role that uses it, in the light and the dark skin, at desktop width and at 390 px, with menus, drawers and dialogs
 * open and with error and empty states where a visit reaches them. Each screen loads once; the skin switches in
 * place (as another tab would) and the viewport resizes, so four checks share one load. One login per role.
 */

test.describe.configure({ timeout: 1_200_000 });

test('public pages reflow at 320 px and fit at 200 % zoom with WCAG text spacing, as a visitor', async ({
  page,
  request,
}) => {
  const jobs = (
    (await (await request.get(apiPath('/jobs'))).json()) as {
      data: { id: string }[];
    }
  ).data;
  for (const path of ['/auth/login', '/auth/register', '/jobs', `/jobs/${jobs[0]?.id ?? ''}`, '/blogs', '/faqs']) {
    await expectReflow(page, path);
  }
});

/** The query of a password reset link e-mailed to a new seeker: the reset screen opens only with a live token. */
async function resetLinkQuery(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('a11y-reset');
  await registerThroughApi(request, 'seeker', email);
  await dataOf(await request.post(apiPath('/auth/request-password-reset'), { data: { email } }));
  const mail = await waitForMail(request, email, 'password-reset');
  return new URL(linkIn(mail.text, '/auth/reset-password')).search;
}

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
  const resetQuery = await resetLinkQuery(request);

  for (const path of [
    '/auth/login',
    '/auth/register',
    '/auth/register/closed',
    '/auth/register/success',
    '/auth/forgot-password',
    // Both open from the e-mailed reset link, with its token (without one they redirect).
    `/auth/forgot-password-mfa${resetQuery}`,
    `/auth/reset-password${resetQuery}`,
    '/auth/not-authorized',
    '/auth/maintenance-mode',
    '/security/mfa-recovery',
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
  await visit(page, '/auth/onboarding');
  // The general onboarding form, sent empty: its errors (with the error summary).
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Please check these fields')).toBeVisible();
  await checkVariants(page, '/auth/onboarding (errors)');
  // Then filled: the next step (until onboarding is done, the app sends every signed-in path to the current step).
  await completeGeneralOnboarding(page);
  await expect(page).not.toHaveURL(/\/auth\/onboarding$/);
  await visit(page, page.url(), 'after onboarding (seeker)');
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
      '/security/email/change',
      // Shown to a user just signed in with a recovery code (a visitor is sent to the login page).
      '/security/mfa-recovery-success',
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

  test('the seeker’s main screens reflow at 320 px and fit at 200 % zoom with WCAG text spacing', async ({ page }) => {
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
