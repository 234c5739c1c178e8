import { appendFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import axe from 'axe-core';

import { apiPath } from './paths';

/** The WCAG 2.2 A and AA rules of axe-core (issue 14). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

const REPORT = join(import.meta.dirname, '..', 'artifacts', 'a11y-violations.jsonl');

export interface A11yViolation {
  rule: string;
  impact: string;
  help: string;
  /** One line per offending element: its selector and axe's summary of what to fix. */
  nodes: string[];
}

/**
 * Runs axe (WCAG 2.2 A/AA) on the page as it is now; answers the violations, empty when clean.
 *
 * axe-core is injected once per document (a screen's four variants and its opened menus share it) and asked for
 * violations only (decision 0030): @axe-core/playwright injected it twice and opened a blank page for every check,
 * and serialised every passing element too — 28 s a check against 5 s on the loaded 2-core machine.
 */
export async function axeViolations(page: Page): Promise<A11yViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async (tags) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      const results = await inPage.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({ target: node.target.map(String), summary: node.failureSummary ?? '' })),
      }));
    },
    [...WCAG_TAGS],
  );
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')} — ${node.summary.replace(/\s+/g, ' ').trim()}`),
  }));
}

/** A readable list of violations: rule, impact, help text, then each element. */
export function formatViolations(label: string, violations: readonly A11yViolation[]): string {
  const lines = [`${label}: ${String(violations.length)} axe violation(s)`];
  for (const violation of violations) {
    lines.push(`  [${violation.impact}] ${violation.rule}: ${violation.help} (${String(violation.nodes.length)})`);
    for (const node of violation.nodes.slice(0, 8)) lines.push(`      ${node}`);
    if (violation.nodes.length > 8) lines.push(`      … and ${String(violation.nodes.length - 8)} more`);
  }
  return lines.join('\n');
}

/**
 * Checks the current page with axe and fails (softly, so one test reports every screen it visits) with a
 * readable list of the violations. Each visit is also appended to artifacts/a11y-violations.jsonl, for counts.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const started = Date.now();
  const violations = await axeViolations(page);
  const ms = Date.now() - started;
  mkdirSync(join(REPORT, '..'), { recursive: true });
  appendFileSync(
    REPORT,
    `${JSON.stringify({
      label,
      url: page.url(),
      at: new Date().toISOString(),
      ms,
      violations: violations.map((violation) => ({
        rule: violation.rule,
        impact: violation.impact,
        nodes: violation.nodes.length,
      })),
    })}\n`,
  );
  // The readable list is the diff when this fails.
  expect.soft(formatViolations(label, violations)).toBe(formatViolations(label, []));
}

/*
 * The visits the accessibility specs share (accessibility*.spec.ts): each screen loads once; the skin switches in
 * place (as another tab would) and the viewport resizes, so four checks share one load.
 */

const SKIN_KEY = 'hireway.color_scheme';
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export type Skin = 'light' | 'dark';
export type Width = 'desktop' | 'phone';
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
export const VARIANTS = ALL_VARIANTS.filter(
  ([skin, width]) => chosen === undefined || chosen.includes(`${skin}-${width}`),
);

export async function setSkin(page: Page, skin: Skin): Promise<void> {
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

export async function setVariant(page: Page, skin: Skin, width: Width): Promise<void> {
  await page.setViewportSize(width === 'desktop' ? DESKTOP : PHONE);
  await setSkin(page, skin);
  // Let transitions (skin colours, the collapsing navbar) settle before axe reads computed colours.
  await page.waitForTimeout(250);
}

/** Waits until the screen has rendered its data: the page heading shows and no loader or skeleton is left. */
export async function settle(page: Page): Promise<void> {
  // On a busy machine the first screen can take long to start: the heading first, then the placeholder leaves.
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('#app-loading')).toHaveCount(0, {
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
  // Lazy parts (the dashboard's charts) can take longer than the default 10 s to arrive on a loaded machine.
  await expect(page.locator('.mantine-Skeleton-root[data-visible], main .mantine-Loader-root')).toHaveCount(0, {
    timeout: 60_000,
  });
}

/** Checks the page as it is now in the four variants. */
export async function checkVariants(
  page: Page,
  label: string,
  before?: (width: Width) => Promise<void>,
): Promise<void> {
  for (const [skin, width] of VARIANTS) {
    await setVariant(page, skin, width);
    if (before) await before(width);
    await expectAccessible(page, `${label} [${skin}, ${width}]`);
  }
}

/** Opens a screen, waits for its data and checks it in the four variants. */
export async function visit(page: Page, path: string, label = path): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await openScreen(page, path);
  await settle(page);
  await checkVariants(page, label);
}

/**
 * Opens a screen as a link in the app would: when the app is already loaded, through the router (history push and
 * popstate, so the bundle, the session and the injected axe stay; decision 0030), waiting until the new screen has
 * taken focus on its heading; otherwise by loading the page. An absolute URL (of the app) counts as its path.
 */
export async function openScreen(page: Page, path: string): Promise<void> {
  const target = new URL(path, 'http://app.invalid');
  const inApp = await page.evaluate(() => document.getElementById('main-content') !== null).catch(() => false);
  if (!inApp) {
    await page.goto(path);
    return;
  }
  const next = `${target.pathname}${target.search}`;
  const current = await page.evaluate(() => window.location.pathname);
  if (current === target.pathname) {
    // Only the query differs (or nothing): the heading does not move, so this is a page load.
    await page.goto(path);
    return;
  }
  await page.evaluate((url) => {
    // Focus leaves the old screen first, so the wait below sees the new screen's heading take it.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 };
    window.history.pushState(state, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, next);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === next);
  // The root layout moves focus to the new screen's heading (or <main>) once it has rendered, unless the screen
  // put it inside itself first (the MFA code's first digit): either way it is in <main> again.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const main = document.getElementById('main-content');
          return main !== null && document.activeElement !== null && main.contains(document.activeElement);
        }),
      { timeout: 60_000 },
    )
    .toBe(true);
  // A guard that sent the visit elsewhere would have the other screen checked under this one's name.
  expect(new URL(page.url()).pathname, `${next} was redirected`).toBe(target.pathname);
}

/**
 * A control that opens a menu, drawer or dialog: opened once (in the first variant), checked while open in each
 * variant (the skin and the width change under it, as they would for its user), then closed with Escape.
 */
export async function checkOpened(page: Page, label: string, open: (page: Page, width: Width) => Promise<void>) {
  const [first] = VARIANTS;
  if (first === undefined) return;
  await setVariant(page, ...first);
  await open(page, first[1]);
  for (const [skin, width] of VARIANTS) {
    await setVariant(page, skin, width);
    await expectAccessible(page, `${label} [${skin}, ${width}]`);
  }
  await page.keyboard.press('Escape');
  await page.waitForTimeout(150);
}

/** A control that opens a dialog: the dialog checked open (checkOpened), then gone after Escape. */
export async function checkDialog(page: Page, label: string, opener: Locator) {
  await checkOpened(page, label, async (p) => {
    await opener.click();
    await expect(p.getByRole('dialog')).toBeVisible();
  });
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The shell's menus: the language switcher, the user menu and (at phone width) the navigation drawer. */
export async function checkShellMenus(page: Page, role: string): Promise<void> {
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
export const tokenOf = async (page: Page): Promise<string> => {
  const token = await page.evaluate(() => window.localStorage.getItem('hireway.access_token'));
  if (token === null) throw new Error('the page has no signed-in user');
  return token;
};

export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(apiPath(path), {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(response.ok(), `${path} answered ${String(response.status())}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/**
 * WCAG 1.4.4 (resize text to 200 %) and 1.4.12 (text spacing): a desktop window of 1280 × 800 zoomed to 200 % lays
 * the page out in 640 × 400 CSS px; on top, the text-spacing style sheet the success criterion names (line height
 * 1.5, paragraphs 2 em apart, letters 0.12 em, words 0.16 em), added as the user's own style sheet would be (a
 * constructed sheet: the app's Content-Security-Policy allows no inline style, and a user's sheet is not the page's).
 */
export const ZOOMED = { width: 640, height: 400 };
const TEXT_SPACING = `
  *, *::before, *::after {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p { margin-bottom: 2em !important; }
`;

/**
 * What does not fit: the page's sideways scroll, and every piece of visible text that sticks out of a box that
 * hides or clips its overflow (a visually hidden label, 1 px wide on purpose, aside).
 */
export async function textSpacingOverflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`the page scrolls sideways: ${String(root.scrollWidth)} px wide in ${String(root.clientWidth)}`);
    }
    const describe = (element: Element) => {
      const name = element.getAttribute('class')?.split(/\s+/).slice(0, 3).join('.') ?? '';
      return `<${element.tagName.toLowerCase()}${name === '' ? '' : ` .${name}`}>`;
    };
    const overflowOf = (element: Element) => {
      const look = getComputedStyle(element);
      return [look.overflowX, look.overflowY];
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (text === '' || parent === null || parent.closest('[aria-hidden="true"], script, style, noscript')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // What must stay visible: the text's boxes; past a box that scrolls (a table's or a menu's scroll area), the
      // text can be scrolled into view, so from there on it is that box which must not be cut.
      let rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0);
      if (rects.length === 0) continue; // not rendered
      for (let box: Element | null = parent; box !== null && box !== document.body; box = box.parentElement) {
        const [x, y] = overflowOf(box);
        if ([x, y].some((value) => value === 'auto' || value === 'scroll')) {
          rects = [box.getBoundingClientRect()];
          continue;
        }
        if (!['hidden', 'clip'].includes(x ?? '') && !['hidden', 'clip'].includes(y ?? '')) continue;
        const look = getComputedStyle(box);
        // An excerpt cut to a few lines on purpose (line-clamp, with an ellipsis; the whole text is a link away).
        if (look.webkitLineClamp !== 'none' && look.webkitLineClamp !== '') continue;
        const edge = box.getBoundingClientRect();
        // A visually hidden element (sr-only) is 1 px on purpose; a collapsed section shows nothing at all.
        if (edge.width <= 2 || edge.height <= 2) break;
        const left = edge.left + Number.parseFloat(look.borderLeftWidth);
        const right = edge.right - Number.parseFloat(look.borderRightWidth);
        const top = edge.top + Number.parseFloat(look.borderTopWidth);
        const bottom = edge.bottom - Number.parseFloat(look.borderBottomWidth);
        const cut = rects.find(
          (rect) => rect.left < left - 1 || rect.right > right + 1 || rect.top < top - 1 || rect.bottom > bottom + 1,
        );
        if (cut !== undefined && !seen.has(box)) {
          seen.add(box);
          const by = [
            Math.round(left - cut.left),
            Math.round(cut.right - right),
            Math.round(top - cut.top),
            Math.round(cut.bottom - bottom),
          ];
          problems.push(
            `"${text.slice(0, 40)}" is cut by ${describe(box)} (in ${describe(parent)}; px past left, right, top, bottom: ${by.join(' ')})`,
          );
        }
      }
    }
    return problems;
  });
}

/**
 * WCAG 1.4.10: at 320 CSS px the screen reflows into one column, without scrolling sideways. Then the same screen at
 * 200 % zoom with WCAG text spacing (1.4.4, 1.4.12): no sideways scrolling and no text cut (textSpacingOverflows).
 */
export async function expectReflow(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 320, height: 640 });
  await openScreen(page, path);
  await settle(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(width, `${path} is ${String(width)} px wide at 320 px`).toBeLessThanOrEqual(320);
  // The header is fixed: what does not fit in it leaves the screen without widening the page (the user menu did).
  const outside = await page.evaluate(() =>
    Array.from(document.querySelectorAll('header :is(a, button)'))
      .filter((control) => control.getBoundingClientRect().width > 0)
      .filter((control) => control.getBoundingClientRect().right > window.innerWidth + 1)
      .map((control) => control.getAttribute('aria-label') ?? control.textContent ?? ''),
  );
  expect.soft(outside, `${path}: header controls past the right edge at 320 px`).toEqual([]);

  await page.setViewportSize(ZOOMED);
  const spacing = await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return getComputedStyle(document.body).wordSpacing;
  }, TEXT_SPACING);
  expect(spacing, 'the text-spacing style sheet applies').not.toBe('0px');
  try {
    expect.soft(await textSpacingOverflows(page), `${path} at 200 % with WCAG text spacing`).toEqual([]);
  } finally {
    await page.evaluate(() => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
    });
  }
}

/*
 * One sign-in per role: the role's first test signs in through the screens (beforeAll) and saves the session;
 * each of the role's tests starts from it. The screens are split a few to a test so a test stays within minutes
 * and a failure names its screens.
 */
const SESSIONS = mkdtempSync(join(process.env.E2E_DATA_DIR ?? tmpdir(), 'a11y-sessions-'));

export function signInOnce(role: string, signIn: (page: Page, request: APIRequestContext) => Promise<void>): void {
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

/**
 * A test whose `page` is one signed-in page for all the tests of the worker (decision 0030): the role signs in
 * once and the app loads once, then each test moves on through the router. A failed test ends its worker, so the
 * next test signs in again on a fresh page.
 */
export function signedInTest(signIn: (page: Page, request: APIRequestContext) => Promise<void>) {
  return test.extend<object, { signedInPage: Page }>({
    signedInPage: [
      async ({ browser }, use, info) => {
        const { baseURL, locale, timezoneId } = info.project.use;
        const context = await browser.newContext({ baseURL, locale, timezoneId });
        const page = await context.newPage();
        await signIn(page, context.request);
        await use(page);
        await context.close();
      },
      { scope: 'worker', timeout: 300_000 },
    ],
    page: async ({ signedInPage }, use) => {
      await use(signedInPage);
    },
  });
}

/** Opens the role's home (through the router when the app is loaded): it must still be signed in. */
export async function home(page: Page, path: string, url: RegExp): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await openScreen(page, path);
  await expect(page).toHaveURL(url);
  await settle(page);
}
