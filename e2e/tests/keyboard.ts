import { expect, type Locator, type Page } from '@playwright/test';

/*
 * Keyboard helpers of the keyboard-only specs (issue 14, accessibility-keyboard*.spec.ts): reaching a control with
 * Tab while every stop shows its focus, choosing an option, signing in and following the main navigation.
 */

/** Whether the focused element shows a focus indicator: an outline or a box shadow of its own. */
export async function focusShows(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return 'focus is on the page itself';
    const ringed = (element: Element) => {
      const look = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const seen = box.width > 0 && box.height > 0 && look.visibility !== 'hidden';
      const outline = look.outlineStyle !== 'none' && Number.parseFloat(look.outlineWidth) >= 1;
      return seen && (outline || look.boxShadow !== 'none');
    };
    if (ringed(active)) return null;
    // A segmented control, switch or checkbox hides its input and draws the ring on what follows it (the label or
    // the track): that element must show it.
    const next = active.nextElementSibling;
    if (active instanceof HTMLInputElement && next !== null && ringed(next)) return null;
    // A field of pills (tags) draws it around the box that holds its pills and its text input.
    const field = active.parentElement?.closest('.mantine-Input-input');
    if (field instanceof HTMLElement && ringed(field)) return null;
    const style = getComputedStyle(active);
    const box = active.getBoundingClientRect();
    const visible = box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    const name = active.getAttribute('aria-label') ?? active.textContent.trim().slice(0, 40);
    return `<${active.tagName.toLowerCase()}> "${name}" has focus without a visible ring (outline ${style.outlineStyle} ${style.outlineWidth}, ${visible ? 'visible' : 'hidden'})`;
  });
}

/** Presses Tab (or Shift+Tab) until `target` has focus; every stop on the way must show its focus. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    expect.soft(await focusShows(page), `Tab stop ${String(step + 1)} towards ${String(target)}`).toBeNull();
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(max)} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached ${String(target)}`);
}

/** Whether `locator` has focus now. */
export const hasFocus = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => element === document.activeElement);

/**
 * Chooses an option of a Mantine select with the keyboard: Tab to it, optionally type to filter, then ArrowDown until
 * the option is the highlighted one (`data-combobox-selected`; the input's aria-activedescendant points at it, so a
 * screen reader reads it while focus stays in the input) and Enter.
 */
export async function chooseOption(page: Page, combobox: Locator, option: string, filter?: string): Promise<void> {
  await tabTo(page, combobox);
  if (filter !== undefined) await page.keyboard.type(filter);
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('ArrowDown');
    const highlighted = await page.evaluate(
      () => document.querySelector('[role="option"][data-combobox-selected]')?.textContent.trim() ?? null,
    );
    if (highlighted === option) {
      await page.keyboard.press('Enter');
      await expect(combobox).toHaveValue(option);
      expect(await hasFocus(combobox), `focus stays on ${String(combobox)} after choosing`).toBe(true);
      return;
    }
  }
  throw new Error(`ArrowDown never reached the option ${option} of ${String(combobox)}`);
}

/** After a navigation the page's heading has focus (so it is announced and Tab starts from there). */
export async function expectFocusOnHeading(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
}

/** The sign-in form, from the skip link to the submit: typed, sent with Enter. */
export async function logInByKeyboard(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The first stop is the skip link, shown while it has focus.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect(await focusShows(page)).toBeNull();
  await tabTo(page, page.getByRole('textbox', { name: /e-mail/i }));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel(/^password/i));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

/**
 * Opens a link of the main navigation: backwards from the current screen's heading (the navigation comes before
 * it), or forwards from the header (it comes after it).
 */
export async function navigateByKeyboard(page: Page, link: string, { fromHeader = false } = {}): Promise<void> {
  const target = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: link });
  await tabTo(page, target, { back: !fromHeader });
  await page.keyboard.press('Enter');
}
