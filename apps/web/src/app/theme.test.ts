import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';

import {
  contrastRatio,
  cssVariablesResolver,
  NON_TEXT_CONTRAST,
  SURFACES,
  TEXT_CONTRAST,
  theme,
  TOKENS,
} from './theme';

/* WCAG 2.2 AA contrast of both skins, computed from the theme object and the CSS variables Mantine makes of it. */

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const defaults = defaultCssVariablesResolver(merged);
const ours = cssVariablesResolver(merged);
type Scheme = 'light' | 'dark';

/** The value of a CSS variable in a skin, following var() references (as the browser would). */
const cssVar = (scheme: Scheme, name: string): string => {
  const table: Record<string, string> = {
    ...defaults.variables,
    ...defaults[scheme],
    ...ours.variables,
    ...ours[scheme],
  };
  let value = table[name];
  for (let depth = 0; value?.startsWith('var(') === true && depth < 10; depth += 1) {
    value = table[value.slice(4, -1).trim()];
  }
  if (value === undefined) throw new Error(`${name} is not defined in the ${scheme} skin`);
  return value;
};

/** Colours the app uses by name (c=, color=) and in charts. */
const USED_COLORS = ['blue', 'red', 'gray', 'teal', 'green', 'yellow', 'orange', 'grape', 'cyan', 'violet', 'pink'];

/** Each pair that fails, as "label: ratio", so a failure names what to fix. */
const failures = (pairs: [string, string, string][], minimum: number): string[] =>
  pairs
    .map(([label, foreground, background]) => [label, contrastRatio(foreground, background)] as const)
    .filter(([, ratio]) => ratio < minimum)
    .map(([label, ratio]) => `${label}: ${ratio.toFixed(2)}`);

const surfaces = (scheme: Scheme) => [
  ...SURFACES[scheme],
  cssVar(scheme, '--mantine-color-body'),
  cssVar(scheme, '--mantine-color-default-hover'),
];

describe('theme contrast (WCAG 2.2 AA)', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });

  for (const scheme of ['light', 'dark'] as const) {
    describe(`the ${scheme} skin`, () => {
      it('body, dimmed, placeholder, link, error and success text reach 4.5:1 on every surface', () => {
        const pairs: [string, string, string][] = [];
        for (const token of ['text', 'dimmed', 'placeholder', 'anchor', 'error', 'success', 'bright']) {
          for (const surface of surfaces(scheme)) {
            pairs.push([`${token} on ${surface}`, cssVar(scheme, `--mantine-color-${token}`), surface]);
          }
        }
        pairs.push([
          'dimmed on the blue tint',
          cssVar(scheme, '--mantine-color-dimmed'),
          cssVar(scheme, '--mantine-color-blue-light'),
        ]);
        expect(failures(pairs, TEXT_CONTRAST)).toEqual([]);
      });

      it('coloured text, filled and light variants of every colour in use reach 4.5:1', () => {
        const pairs: [string, string, string][] = [];
        for (const color of USED_COLORS) {
          for (const surface of surfaces(scheme)) {
            pairs.push([`${color} text on ${surface}`, cssVar(scheme, `--mantine-color-${color}-text`), surface]);
          }
          pairs.push([`white on filled ${color}`, '#ffffff', cssVar(scheme, `--mantine-color-${color}-filled`)]);
          pairs.push([
            `light ${color} text on its tint`,
            cssVar(scheme, `--mantine-color-${color}-light-color`),
            cssVar(scheme, `--mantine-color-${color}-light`),
          ]);
        }
        // Buttons of any colour sit in the blue banners and alerts (light variant), e.g. the job preview's "Delete".
        for (const color of USED_COLORS) {
          pairs.push([
            `${color} light-variant text on the blue tint`,
            cssVar(scheme, `--mantine-color-${color}-light-color`),
            cssVar(scheme, '--mantine-color-blue-light'),
          ]);
        }
        pairs.push([
          'primary contrast on primary',
          cssVar(scheme, '--mantine-primary-color-contrast'),
          cssVar(scheme, '--mantine-primary-color-filled'),
        ]);
        expect(failures(pairs, TEXT_CONTRAST)).toEqual([]);
      });

      it('control borders, focus rings, outlines and chart marks (shade 6) reach 3:1', () => {
        const pairs: [string, string, string][] = [];
        for (const surface of surfaces(scheme)) {
          pairs.push([`control border on ${surface}`, TOKENS[scheme].controlBorder, surface]);
          pairs.push([`focus ring on ${surface}`, cssVar(scheme, '--hw-color-focus'), surface]);
          for (const color of USED_COLORS) {
            pairs.push([`${color}.6 chart mark on ${surface}`, cssVar(scheme, `--mantine-color-${color}-6`), surface]);
            pairs.push([`${color} outline on ${surface}`, cssVar(scheme, `--mantine-color-${color}-outline`), surface]);
          }
        }
        expect(failures(pairs, NON_TEXT_CONTRAST)).toEqual([]);
      });
    });
  }
});
