import { randomUUID } from 'node:crypto';

import { expect, test, type Locator, type Page } from '@playwright/test';

import {
  chooseOption,
  expectFocusOnHeading,
  focusShows,
  hasFocus,
  logInByKeyboard,
  navigateByKeyboard,
  tabTo,
} from './keyboard';
import { approveProvider, DEMO, DEMO_PASSWORD, pendingProviderThroughApi, PNG, REGISTER_PASSWORD } from './support';

/*
 * Keyboard only, widget by widget (issue 14, WCAG 2.1.1, 2.4.7, 4.1.2): the CV editor, a file input and the time
 * field of an interview request, each with Tab, Shift+Tab, Enter, Space, arrows and typing — no click — and a visible
 * ring at every Tab stop. What a screen reader announces is read from Chromium's own accessibility tree.
 *
 * The demo seeker's CV gets an entry and a skill and loses them again at the end (by keyboard too), her profile photo
 * is chosen but not saved, and the interview request is not sent: the demo data stays as it was.
 */

test.describe.configure({ timeout: 300_000 });

const MARKER = randomUUID().slice(0, 6);

/** What Chromium hands a screen reader for the focused element: its role, name and description. */
async function announced(page: Page): Promise<{ role: string; name: string; description: string }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: {
        role?: { value?: string };
        name?: { value?: string };
        description?: { value?: string };
        properties?: { name: string; value: { value?: unknown } }[];
      }[];
    };
    // The page itself counts as focused too: the element is the last focused node.
    const focused = nodes.findLast(
      (node) =>
        node.role?.value !== 'RootWebArea' &&
        node.properties?.some((property) => property.name === 'focused' && property.value.value === true),
    );
    if (focused === undefined) throw new Error('nothing has focus in the accessibility tree');
    return {
      role: focused.role?.value ?? '',
      name: focused.name?.value ?? '',
      description: focused.description?.value ?? '',
    };
  } finally {
    await cdp.detach();
  }
}

/** A part of the CV editor, opened from the editor's own navigation with Tab (or Shift+Tab) and Enter. */
async function openCvPart(page: Page, part: string, back = false): Promise<void> {
  const link = page.getByRole('navigation', { name: 'Parts of your CV' }).getByRole('link', { name: part });
  await tabTo(page, link, { back });
  await page.keyboard.press('Enter');
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: part })).toBeVisible();
}

/**
 * Deletes a CV entry with its delete button and the confirmation's Delete, by keyboard; focus then goes to the
 * section's add button (the entry's own buttons are gone).
 */
async function deleteEntry(page: Page, name: string, add: Locator): Promise<void> {
  const remove = page.getByRole('button', { name: `Delete ${name}` });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Delete', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`"${name}" has been deleted.`)).toBeVisible();
  await expect(remove).toHaveCount(0);
  await expect(add).toBeFocused();
}

test('a seeker adds a job and a skill to her CV with the keyboard only', async ({ page }) => {
  const jobTitle = `Shift lead ${MARKER}`;
  const skill = `Forklift operation ${MARKER}`;
  await logInByKeyboard(page, DEMO.seeker, DEMO_PASSWORD);
  await expectFocusOnHeading(page, /^Good (morning|afternoon|evening), /);
  await navigateByKeyboard(page, 'My CV');
  await expectFocusOnHeading(page, 'My CV');

  // Work experience: the add dialog opens on its first field; a select by arrows, a date typed segment by segment,
  // a checkbox by Space, then Save; the dialog gives focus back to its button.
  await openCvPart(page, 'Work experience');
  const addJob = page.getByRole('button', { name: 'Add a job' });
  await tabTo(page, addJob);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add work experience' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Job title' })).toBeFocused();
  expect(await focusShows(page)).toBeNull();
  await page.keyboard.type(jobTitle);
  await tabTo(page, dialog.getByRole('textbox', { name: 'Employer' }));
  await page.keyboard.type('Kestrel Freight');
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Employment type' }), 'Full-time');
  await tabTo(page, dialog.getByRole('textbox', { name: 'Location' }));
  await page.keyboard.type('Hamburg');
  const start = dialog.getByLabel('Start date');
  await tabTo(page, start);
  await page.keyboard.type('03012021'); // en-US: month, day, year
  await expect(start).toHaveValue('2021-03-01');
  const current = dialog.getByRole('checkbox', { name: 'I work here now' });
  await tabTo(page, current);
  await page.keyboard.press('Space');
  await expect(current).toBeChecked();
  await expect(dialog.getByLabel('End date')).toBeDisabled();
  await tabTo(page, dialog.getByRole('textbox', { name: 'Description' }));
  await page.keyboard.type('Planned the shifts of twelve people.');
  await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('The entry has been added to your CV.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: jobTitle })).toContainText('Kestrel Freight');
  await expect(addJob).toBeFocused();

  // Skills: another part of the editor; the level by arrows, the years by ArrowUp, saved with Enter in a field.
  await openCvPart(page, 'Skills', true);
  const addSkill = page.getByRole('button', { name: 'Add a skill' });
  await tabTo(page, addSkill);
  await page.keyboard.press('Enter');
  const skillDialog = page.getByRole('dialog', { name: 'Add a skill' });
  await expect(skillDialog.getByRole('textbox', { name: 'Skill' })).toBeFocused();
  await page.keyboard.type(skill);
  await chooseOption(page, skillDialog.getByRole('combobox', { name: 'Level' }), 'Advanced');
  const years = skillDialog.getByRole('textbox', { name: 'Years of practice' });
  await tabTo(page, years);
  await page.keyboard.type('4');
  await page.keyboard.press('ArrowUp');
  await expect(years).toHaveValue('5');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(years).toHaveValue('3');
  await page.keyboard.press('Enter');
  await expect(skillDialog).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: skill })).toContainText('Advanced');
  await expect(addSkill).toBeFocused();

  // Both gone again, by keyboard: the demo seeker's CV is as it was.
  await deleteEntry(page, skill, addSkill);
  await openCvPart(page, 'Work experience', true);
  await deleteEntry(page, jobTitle, addJob);
});

test('a file input by keyboard: Enter opens the chooser and the chosen file is announced with the button', async ({
  page,
}) => {
  await logInByKeyboard(page, DEMO.seeker, DEMO_PASSWORD);
  await expectFocusOnHeading(page, /^Good (morning|afternoon|evening), /);
  await page.goto('/auth/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  // A loaded page starts at the top: the skip link leads into the main content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  const photo = page.getByRole('button', { name: /^Profile photo/ });
  await tabTo(page, photo);
  expect(await announced(page)).toMatchObject({ role: 'button', name: 'Profile photo Choose a new photo' });

  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  await chooser.setFiles({ name: 'harbour-portrait.png', mimeType: 'image/png', buffer: PNG });
  await expect(photo).toContainText('harbour-portrait.png');
  // Focus stays on the button, which is now named by its label and the file: what a screen reader reads out.
  expect(await hasFocus(photo)).toBe(true);
  expect(await announced(page)).toMatchObject({ role: 'button', name: 'Profile photo harbour-portrait.png' });
  await expect(photo).toHaveAccessibleDescription(/PNG, JPEG or WebP/);

  // The clear button is the next Tab stop; Enter takes the file away, and the name follows.
  await tabTo(page, page.getByRole('button', { name: 'Remove the chosen file' }));
  await page.keyboard.press('Enter');
  await expect(photo).toHaveAccessibleName('Profile photo Choose a new photo');
});

/** The time field of the interview request: typed segment by segment, then changed with the arrows. */
async function driveTimeField(page: Page, time: Locator): Promise<void> {
  await tabTo(page, time);
  // The field is named by its label; inside it, Chromium puts focus on a segment and announces it by its unit.
  await expect(time).toHaveAccessibleName('Time');
  expect(await announced(page)).toMatchObject({ role: 'spinbutton', name: expect.stringMatching(/^Hours/) });
  await page.keyboard.type('0930A'); // en-US: hour, minute, AM/PM; each segment moves on when full
  await expect(time).toHaveValue('09:30');
  await page.keyboard.press('ArrowLeft'); // back to the minutes
  await page.keyboard.press('ArrowUp');
  await expect(time).toHaveValue('09:31');
  await page.keyboard.press('ArrowLeft'); // the hours
  await page.keyboard.press('ArrowDown');
  await expect(time).toHaveValue('08:31');
  expect(await focusShows(page)).toBeNull();
}

test('a provider fills an interview request’s date and time with the keyboard only', async ({ page, request }) => {
  const provider = await pendingProviderThroughApi(request, 'keyboard-time', `Kestrel Time ${MARKER}`);
  await approveProvider(request, provider.email);
  await logInByKeyboard(page, provider.email, REGISTER_PASSWORD);
  await expectFocusOnHeading(page, /^Good (morning|afternoon|evening), /);
  await navigateByKeyboard(page, 'Candidates');
  await expectFocusOnHeading(page, 'Candidates');
  const candidate = page.getByRole('main').getByRole('link', { name: 'Sofia Marques' });
  await tabTo(page, candidate);
  await page.keyboard.press('Enter');
  // The page's heading (the CV below it has its own, not focused).
  await expect(page.locator('h1[data-page-heading]')).toBeFocused();
  await expect(page.locator('h1[data-page-heading]')).toHaveText('Sofia Marques');

  const ask = page.getByRole('button', { name: 'Request interview', exact: true });
  await tabTo(page, ask);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const date = dialog.getByRole('textbox', { name: 'Date', exact: true });
  await expect(date).toBeFocused();
  await page.keyboard.type('12152026');
  await expect(date).toHaveValue('2026-12-15');
  await driveTimeField(page, dialog.getByRole('textbox', { name: 'Time', exact: true }));

  // Escape leaves without sending, and focus goes back to the button that opened the dialog.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(ask).toBeFocused();
});
