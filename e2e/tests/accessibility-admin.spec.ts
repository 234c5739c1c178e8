import { expect, type Page } from '@playwright/test';

import { apiGet, checkDialog, checkShellMenus, expectReflow, home, signedInTest, visit } from './a11y';
import { createAdminWithMfa, dataOf, DEMO, DEMO_PASSWORD, logInAdmin, uniqueEmail } from './support';
import { apiPath } from './paths';

/*
 * WCAG 2.2 AA (issue 14) for the admin console: axe on every admin screen (and the security screens an admin with an
 * authenticator app sees), in the light and the dark skin at 1280 and 390 px, with the shell's menus and the
 * console's dialogs (declining a provider, a user's actions, an FAQ, a log entry) open; and reflow at 320 px. The
 * admin is created for this file; dialogs are closed with Escape (nothing is sent), so the file runs on its own.
 */

/** One signed-in page for the file's tests (a11y.ts, signedInTest); the seeker's ticket is made first. */
const test = signedInTest(async (page, request) => {
  // A support ticket for the console's ticket screens: the demo seeker asks something.
  const login = await request.post(apiPath('/auth/login'), { data: { email: DEMO.seeker, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const ticket = await request.post(apiPath('/auth/support-tickets'), {
    headers: { Authorization: `Bearer ${token}` },
    data: { subject: 'Receipt for my fee', category: 'payments', message: 'I paid the fee but got no receipt.' },
  });
  expect(ticket.ok(), await ticket.text()).toBe(true);
  const admin = await createAdminWithMfa(request, uniqueEmail('a11y-admin'));
  // An entry for the audit log's screen and its details dialog: the site name saved as it is (an audited change
  // that changes nothing, so the file still runs on its own and leaves the demo data as it was).
  const headers = { Authorization: `Bearer ${admin.token}` };
  const settings = await dataOf<{ general_settings: { site_name: string } }>(
    await request.get(apiPath('/admin/settings'), { headers }),
  );
  await dataOf(
    await request.put(apiPath('/admin/settings'), {
      headers,
      data: { general_settings: { site_name: settings.general_settings.site_name } },
    }),
  );
  await logInAdmin(page, admin);
});

test.describe.configure({ timeout: 1_200_000 });

/** The ids the screens' paths need: the demo seeker's account, a blog post and a support ticket (made here). */
async function adminIds(page: Page) {
  const users = await apiGet<{ id: string; email: string }[]>(
    page,
    `/admin/users?q=${encodeURIComponent(DEMO.seeker)}`,
  );
  const blogs = await apiGet<{ id: string }[]>(page, '/admin/blogs');
  const tickets = await apiGet<{ id: string }[]>(page, '/admin/support-tickets');
  const userId = users.find((user) => user.email === DEMO.seeker)?.id;
  expect(userId, 'the demo seeker in the admin’s user list').toBeDefined();
  expect(blogs.length, 'demo blog posts').toBeGreaterThan(0);
  return { userId: userId ?? '', blogId: blogs[0]?.id ?? '', ticketId: tickets[0]?.id ?? '' };
}

test.describe('as an admin who has enrolled an authenticator app', () => {
  test('the admin console: home, providers (with the decline dialog) and settings', async ({ page }) => {
    await home(page, '/admin', /\/admin$/);
    for (const path of ['/admin', '/admin/settings', '/admin/providers']) await visit(page, path);
    const decline = page.getByRole('button', { name: 'Decline', exact: true });
    await expect(decline.first(), 'a demo provider waiting for verification').toBeVisible();
    await checkDialog(page, 'admin: decline dialog', decline.first());
  });

  test('the admin console: users, with a user’s dialogs', async ({ page }) => {
    await home(page, '/admin', /\/admin$/);
    const { userId } = await adminIds(page);
    for (const path of ['/admin/users', `/admin/users/${userId}`]) await visit(page, path);
    for (const action of ['Suspend', 'Force a password reset', 'Reset two-factor authentication']) {
      const button = page.getByRole('button', { name: action, exact: true });
      // (two-factor reset is offered only for a user who has it; a disabled button opens nothing)
      if (!(await button.isVisible()) || !(await button.isEnabled())) continue;
      await checkDialog(page, `admin: ${action} dialog`, button);
    }
  });

  test('the admin console: tickets, payments and logs', async ({ page }) => {
    await home(page, '/admin', /\/admin$/);
    const { ticketId } = await adminIds(page);
    for (const path of ['/admin/tickets', `/admin/tickets/${ticketId}`, '/admin/payments', '/admin/logs']) {
      await visit(page, path);
    }
    const details = page.getByRole('button', { name: 'Details', exact: true });
    await expect(details.first()).toBeVisible();
    await checkDialog(page, 'admin: log entry', details.first());
  });

  test('the admin console: content and reference lists, with the FAQ dialog', async ({ page }) => {
    await home(page, '/admin', /\/admin$/);
    const { blogId } = await adminIds(page);
    for (const path of [
      '/admin/blogs',
      '/admin/blogs/new',
      `/admin/blogs/${blogId}`,
      '/admin/comments',
      '/admin/reference',
      '/admin/faqs',
    ]) {
      await visit(page, path);
    }
    await checkDialog(page, 'admin: FAQ dialog', page.getByRole('button', { name: 'New question' }));
  });

  test('the admin console: security screens and menus', async ({ page }) => {
    await home(page, '/admin', /\/admin$/);
    for (const path of [
      '/security/mfa',
      '/security/mfa-recovery-codes',
      '/security/password/change',
      '/auth/account',
    ]) {
      await visit(page, path);
    }
    await home(page, '/admin', /\/admin$/);
    await checkShellMenus(page, 'admin');
  });

  test('the admin console’s main screens reflow at 320 px and fit at 200 % zoom with WCAG text spacing', async ({
    page,
  }) => {
    await home(page, '/admin', /\/admin$/);
    const { userId, ticketId } = await adminIds(page);
    for (const path of [
      '/admin',
      '/admin/providers',
      '/admin/users',
      `/admin/users/${userId}`,
      '/admin/tickets',
      `/admin/tickets/${ticketId}`,
      '/admin/payments',
      '/admin/logs',
      '/admin/faqs',
      '/admin/settings',
    ]) {
      await expectReflow(page, path);
    }
  });
});
