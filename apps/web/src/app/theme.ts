import {
  createTheme,
  darken,
  DEFAULT_THEME,
  lighten,
  localStorageColorSchemeManager,
  luminance,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

import { LOCAL_KEYS } from '../config/storage-keys';

/** WCAG 2.x contrast ratio of two colours (any CSS colour Mantine's `luminance` reads). */
export const contrastRatio = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** WCAG 2.2 AA: 4.5:1 for text, 3:1 for controls, focus rings and chart marks (1.4.3, 1.4.11). */
export const TEXT_CONTRAST = 4.5;
export const NON_TEXT_CONTRAST = 3;

const WHITE = '#ffffff';
const base = DEFAULT_THEME.colors;
const gray = base.gray;
const dark = base.dark;

/** Surfaces text sits on, per skin: body, page background, cards, subtle fills (see components/layouts). */
export const SURFACES = {
  light: [WHITE, gray[0], gray[1]],
  dark: [dark[5], dark[6], dark[7], dark[8]],
} as const;

const toHex = (color: string): string => {
  const match = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(color);
  if (match === null) return color;
  return `#${match
    .slice(1, 4)
    .map((part) => Number(part).toString(16).padStart(2, '0'))
    .join('')}`;
};

/** The colour darkened (or lightened) in small steps until it meets `ratio` against every background. */
const fit = (color: string, backgrounds: readonly string[], ratio: number, way: 'darken' | 'lighten'): string => {
  for (let amount = 0; amount <= 1; amount += 0.02) {
    const candidate = toHex(way === 'darken' ? darken(color, amount) : lighten(color, amount));
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= ratio)) return candidate;
  }
  return way === 'darken' ? '#000000' : WHITE;
};

/**
 * Mantine's palettes, adjusted so each shade the app reads meets WCAG AA in both skins (issue 14):
 * - shade 8 (coloured text, filled buttons with white text; also on the blue tint of banners) and 9 (text on the
 *   light tint, shade 1) 4.5:1;
 * - shade 6 (chart marks, icons; the same value in both skins) 3:1 on the light and the dark surfaces;
 * - shade 4 (dark skin: coloured text and outlines) 4.5:1 on every dark surface.
 * Only shades that fall short change, and only as far as they must, so the palettes keep their hue.
 */
const accessiblePalette = (name: string, palette: MantineColorsTuple): MantineColorsTuple => {
  const shades: string[] = [...palette];
  if (name !== 'dark') {
    const six = fit(palette[6], SURFACES.light, NON_TEXT_CONTRAST, 'darken');
    shades[6] = fit(six, SURFACES.dark, NON_TEXT_CONTRAST, 'lighten');
    shades[7] = fit(palette[7], SURFACES.light, NON_TEXT_CONTRAST, 'darken');
    // Also on the blue tint of banners and alerts (a red "Delete" in the job preview's banner).
    shades[8] = fit(palette[8], [...SURFACES.light, base.blue[1]], TEXT_CONTRAST, 'darken');
    shades[9] = fit(palette[9], [...SURFACES.light, palette[1]], TEXT_CONTRAST, 'darken');
    // Keep the order: each shade from 6 to 9 at least as dark as the one before.
    for (const index of [7, 8, 9]) {
      const before = shades[index - 1] ?? '';
      if (luminance(shades[index] ?? '') > luminance(before)) shades[index] = toHex(darken(before, 0.06));
    }
    shades[4] = fit(palette[4], SURFACES.dark, TEXT_CONTRAST, 'lighten');
  }
  return shades as unknown as MantineColorsTuple;
};

const colors = Object.fromEntries(
  Object.entries(base).map(([name, palette]) => [name, accessiblePalette(name, palette)]),
) as Record<string, MantineColorsTuple>;
/** One shade of an adjusted palette. */
const shade = (name: string, index: number): string => colors[name]?.[index] ?? base.dark[index] ?? WHITE;

/** The blue tint behind one's own messages (var(--mantine-color-blue-light)) in each skin. */
const blueTint = { light: shade('blue', 1), dark: toHex(darken(shade('blue', 9), 0.5)) };

/**
 * Tokens Mantine's defaults leave below AA, replaced per skin: dimmed and placeholder text, error and success
 * text, and two of ours — the border of form controls and the focus ring (3:1 against the surfaces).
 */
export const TOKENS = {
  light: {
    dimmed: fit(gray[6], [...SURFACES.light, blueTint.light], TEXT_CONTRAST, 'darken'),
    error: shade('red', 8),
    success: shade('teal', 8),
    controlBorder: fit(gray[5], SURFACES.light, NON_TEXT_CONTRAST, 'darken'),
    focus: shade('blue', 8),
  },
  dark: {
    dimmed: fit(dark[2], [...SURFACES.dark, blueTint.dark], TEXT_CONTRAST, 'lighten'),
    error: shade('red', 4),
    success: shade('teal', 4),
    controlBorder: fit(dark[3], SURFACES.dark, NON_TEXT_CONTRAST, 'lighten'),
    focus: shade('blue', 4),
  },
} as const;

/** Mantine merges these over its defaults (getMergedVariables). */
export const cssVariablesResolver: CSSVariablesResolver = () => {
  const scheme = (tokens: (typeof TOKENS)['light' | 'dark']) => ({
    '--mantine-color-dimmed': tokens.dimmed,
    '--mantine-color-placeholder': tokens.dimmed,
    '--mantine-color-error': tokens.error,
    '--mantine-color-success': tokens.success,
    '--hw-color-control-border': tokens.controlBorder,
    '--hw-color-focus': tokens.focus,
  });
  return {
    variables: {},
    light: scheme(TOKENS.light),
    dark: scheme(TOKENS.dark),
  };
};

export const theme = createTheme({
  colors,
  primaryColor: 'blue',
  // Filled buttons and coloured text use shade 8 (4.5:1 with white) in both skins.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif, 'Apple Color Emoji'",
  headings: { fontWeight: '750' },
  cursorType: 'pointer',
  focusRing: 'auto',
  respectReducedMotion: true,
  components: {
    // Links in running text are told apart by more than colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    // A menu holds only menu items: Mantine's focus placeholder is a role="presentation" child that axe reports
    // (aria-required-children, critical). Focus still moves into the menu from its target by keyboard.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/**
 * Light / dark skin kept in local storage. Before the first paint, COLOR_SCHEME_SCRIPT (packages/shared, inlined
 * into index.html and allowed by its hash in the CSP) sets the same attribute MantineProvider will.
 */
export const colorSchemeManager = localStorageColorSchemeManager({ key: LOCAL_KEYS.colorScheme });
