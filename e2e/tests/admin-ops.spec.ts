import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import {
  createAdminWithMfa,
  DEMO,
  DEMO_PASSWORD,
  logIn,
  logInAdmin,
  screenshotBothSkins,
  serverUnreadCount,
  setSwitch,
  uniqueEmail,
  waitForMail,
  expectLiveNotification,
} from './support';
import { adminPaths, apiPath, atRecord, atScreen, paths, seekerPaths, supportTicketPath } from './paths';

/* The operations side of the admin console (issue 6, part B), through its screens. */

// Two browsers and several screenshots per journey: generous on a loaded 2-core machine.
test.describe.configure({ timeout: 180_000 });

async function resetSettings(request: APIRequestContext, token: string) {
  const res = await request.put(apiPath('/admin/settings'), {
    headers: { authorization: `Bearer ${token}` },
    data: {
      general_settings: { enable_maintenance_mode: false },
      password_complexity_settings: { minimum_length: 8, include_special_character: true },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function saveSettings(page: Page) {
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('The settings are saved and apply now.')).toBeVisible();
}

test('an admin turns maintenance on from the settings screen; a seeker is held on the maintenance page while the admin keeps working', async ({
  browser,
  request,
}) => {
  const adminAccount = await createAdminWithMfa(request, uniqueEmail('ops-maint'));
  const admin = await browser.newPage();
  const seeker = await browser.newPage();
  try {
    await logInAdmin(admin, adminAccount);
    await admin.getByRole('link', { name: 'Platform settings' }).click();
    await expect(admin).toHaveURL(atScreen(adminPaths.settings));
    await expect(admin.getByRole('heading', { name: 'Platform settings', level: 1 })).toBeVisible();
    await screenshotBothSkins(admin, 'admin-settings');

    await setSwitch(admin, 'Maintenance mode', true);
    await expect(admin.getByText('Maintenance mode is on')).toBeVisible();
    await saveSettings(admin);

    await logIn(seeker, DEMO.seeker, DEMO_PASSWORD);
    await expect(seeker).toHaveURL(atScreen(paths['misc-under-maintenance']));
    await expect(seeker.getByRole('heading', { name: 'We will be back soon' })).toBeVisible();

    // The admin keeps working: other console screens load while maintenance holds.
    await admin.getByRole('link', { name: 'Support inbox' }).click();
    await expect(admin).toHaveURL(atScreen(adminPaths.tickets));
    await expect(admin.getByRole('heading', { name: 'Support inbox', level: 1 })).toBeVisible();

    await admin.getByRole('link', { name: 'Platform settings' }).click();
    await setSwitch(admin, 'Maintenance mode', false);
    await saveSettings(admin);
    await seeker.reload();
    await expect(seeker).toHaveURL(atScreen(paths['seeker-home']));
  } finally {
    await resetSettings(request, adminAccount.token);
    await admin.close();
    await seeker.close();
  }
});

test('an admin changes the password policy and the register form hint follows', async ({ browser, request }) => {
  const adminAccount = await createAdminWithMfa(request, uniqueEmail('ops-policy'));
  const admin = await browser.newPage();
  const visitor = await browser.newPage();
  try {
    await logInAdmin(admin, adminAccount);
    await admin.goto(adminPaths.settings);
    const minimum = admin.getByRole('textbox', { name: 'Minimum length' });
    await minimum.fill('14');
    await setSwitch(admin, 'At least one special character', false);
    await saveSettings(admin);

    await visitor.goto(paths['auth-register']);
    await expect(visitor.getByText(/at least 14 characters/)).toBeVisible();
    await expect(visitor.getByText(/one special character/)).toHaveCount(0);

    await minimum.fill('8');
    await setSwitch(admin, 'At least one special character', true);
    await saveSettings(admin);
    await visitor.reload();
    await expect(visitor.getByText(/at least 8 characters/)).toBeVisible();
    await expect(visitor.getByText(/one special character/)).toBeVisible();
  } finally {
    await resetSettings(request, adminAccount.token);
    await admin.close();
    await visitor.close();
  }
});

test('an admin answers a seeker’s ticket: the seeker is told live and by e-mail, and reads the answer', async ({
  browser,
  request,
}) => {
  const adminAccount = await createAdminWithMfa(request, uniqueEmail('ops-support'));
  const seeker = await browser.newPage();
  const admin = await browser.newPage();
  try {
    await logIn(seeker, DEMO.seeker, DEMO_PASSWORD);
    await expect(seeker).toHaveURL(atScreen(paths['seeker-home']));
    const subject = `Fee receipt ${Date.now()}`;
    await seeker.goto(seekerPaths.newSupportTicket);
    await seeker.getByRole('textbox', { name: /subject/i }).fill(subject);
    await seeker.getByRole('combobox', { name: /category/i }).click();
    await seeker.getByRole('option', { name: 'Payments' }).click();
    await seeker.getByRole('textbox', { name: /message/i }).fill('I paid the fee but I did not get a receipt.');
    await seeker.getByRole('button', { name: 'Send request' }).click();
    await expect(seeker).toHaveURL(atRecord(supportTicketPath));
    const unreadBefore = await serverUnreadCount(seeker);

    await logInAdmin(admin, adminAccount);
    await admin.getByRole('link', { name: 'Support inbox' }).click();
    await admin.getByRole('link', { name: subject }).click();
    await expect(admin.getByRole('heading', { name: subject })).toBeVisible();
    await expect(admin.getByText('I paid the fee but I did not get a receipt.')).toBeVisible();
    await screenshotBothSkins(admin, 'admin-ticket');

    await admin
      .getByRole('textbox', { name: 'Your answer' })
      .fill('We have sent the receipt again; please check your inbox.');
    await admin.getByRole('button', { name: 'Send answer' }).click();
    await expect(admin.getByText('Your answer has been sent.')).toBeVisible();
    await expect(admin.getByText('Answered', { exact: true })).toBeVisible();

    await expectLiveNotification(seeker, 'Support has answered your request', unreadBefore);
    const mail = await waitForMail(request, DEMO.seeker, 'support-reply');
    expect(mail.subject).toContain(subject);
    await seeker.reload();
    await expect(seeker.getByText('We have sent the receipt again; please check your inbox.')).toBeVisible();

    await admin.getByRole('button', { name: 'Close ticket' }).click();
    await expect(admin.getByText('This ticket is closed', { exact: true })).toBeVisible();
    await admin.getByRole('button', { name: 'Reopen ticket' }).click();
    await expect(admin.getByRole('textbox', { name: 'Your answer' })).toBeVisible();
  } finally {
    await admin.close();
    await seeker.close();
  }
});

test('the support inbox, payments with their CSV export and the logs', async ({ page, request }) => {
  const adminAccount = await createAdminWithMfa(request, uniqueEmail('ops-screens'));
  await logInAdmin(page, adminAccount);

  await page.goto(adminPaths.tickets);
  await expect(page.getByRole('heading', { name: 'Support inbox', level: 1 })).toBeVisible();
  await screenshotBothSkins(page, 'admin-tickets');

  await page.getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await screenshotBothSkins(page, 'admin-payments');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(/^hireway-payments-\d{4}-\d{2}-\d{2}\.csv$/);

  await page.getByRole('link', { name: 'Logs' }).click();
  await expect(page.getByRole('heading', { name: 'Logs', level: 1 })).toBeVisible();
  await screenshotBothSkins(page, 'admin-logs');
  await page.getByRole('textbox', { name: 'Action' }).fill('payments.export');
  await expect(page.getByRole('table', { name: 'Audit log' }).getByText(adminAccount.email)).toBeVisible();
  await page.getByRole('button', { name: 'Details' }).first().click();
  await expect(page.getByRole('dialog', { name: 'payments.export' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Page access' }).click();
  await expect(page.getByRole('textbox', { name: 'Page' })).toBeVisible();
});

test('articles, comments and FAQs', async ({ page, request }) => {
  const adminAccount = await createAdminWithMfa(request, uniqueEmail('ops-content'));
  await logInAdmin(page, adminAccount);

  // exact: the skip link "Skip to main content" (off screen until focused) also has "content" in its name.
  await page.getByRole('link', { name: 'Content', exact: true }).click();
  await expect(page).toHaveURL(atScreen(adminPaths.blogs));
  await screenshotBothSkins(page, 'admin-blogs');
  await page.getByRole('link', { name: 'New article' }).click();
  const slug = `e2e-${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill('Ten questions to ask in an interview');
  await expect(page.getByRole('textbox', { name: /Address \(slug\)/ })).toHaveValue(
    'ten-questions-to-ask-in-an-interview',
  );
  await page.getByRole('textbox', { name: /Address \(slug\)/ }).fill(slug);
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('Good questions show you care about the job.');
  await page
    .getByRole('textbox', { name: /Article \(Markdown\)/ })
    .fill('# Ask about the team\n\nWho will you work with **every day**?');
  await page.getByRole('textbox', { name: 'Author' }).fill('Hireway team');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(atRecord(adminPaths.blog));
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('The article is published.')).toBeVisible();
  expect((await request.get(apiPath(`/blogs/${slug}`))).status()).toBe(200);
  await screenshotBothSkins(page, 'admin-blog-edit');

  await page.goto(adminPaths.comments);
  await expect(page.getByRole('tab', { name: 'Comments', selected: true })).toBeVisible();
  await screenshotBothSkins(page, 'admin-comments');

  await page.getByRole('tab', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(atScreen(adminPaths.faqs));
  await page.getByRole('button', { name: 'New question' }).click();
  await page.getByRole('textbox', { name: 'Category' }).fill('interviews');
  await page.getByRole('textbox', { name: 'Question' }).fill('How do I prepare for an interview?');
  await page.getByRole('textbox', { name: 'Answer' }).fill('Read the job post again and prepare two questions.');
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByText('How do I prepare for an interview?')).toBeVisible();
  const faqs = (await (await request.get(apiPath('/faqs?lang=en'))).json()) as { data: { question: string }[] };
  expect(faqs.data.at(-1)?.question).toBe('How do I prepare for an interview?');
  await screenshotBothSkins(page, 'admin-faqs');
});

test('reference data: add an item and deactivate it', async ({ page, request }) => {
  const adminAccount = await createAdminWithMfa(request, uniqueEmail('ops-reference'));
  await logInAdmin(page, adminAccount);
  await page.getByRole('link', { name: 'Reference data' }).click();
  await expect(page.getByRole('heading', { name: 'Reference data', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Job categories' }).click();
  const name = `Robotics ${Date.now()}`;
  await page.getByRole('textbox', { name: 'New item' }).fill(name);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  // The "added" toast sits over the new last row until it closes.
  await expect(page.getByText('The item is added.')).toBeHidden();
  // The switch shows the saved state: it turns off once the server has deactivated the item.
  const active = page.getByRole('switch', { name: `${name} is active` });
  await active.click({ force: true });
  await expect(page.getByText('The item is deactivated.')).toBeVisible();
  await expect(active).not.toBeChecked();
  const picker = (await (await request.get(apiPath('/job-categories'))).json()) as { data: { name: string }[] };
  expect(picker.data.map((item) => item.name)).not.toContain(name);
  await screenshotBothSkins(page, 'admin-reference');
});
