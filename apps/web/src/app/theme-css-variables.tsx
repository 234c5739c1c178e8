import {
  type ConvertCSSVariablesInput,
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';

import { cssVariablesResolver, theme } from './theme';

type Variables = ConvertCSSVariablesInput;

const merged = (base: Variables, over: Variables): Variables => ({
  variables: { ...base.variables, ...over.variables },
  light: { ...base.light, ...over.light },
  dark: { ...base.dark, ...over.dark },
});

const changed = (record: Record<string, string>, defaults: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(record).filter(([key, value]) => defaults[key] !== value));

let css: string | null = null;

/**
 * The theme's CSS variables as Mantine's provider writes them (its `MantineCssVariables`: Mantine's defaults merged
 * with ours, those equal to Mantine's defaults left to its style sheet), computed once. Mantine recomputes them on
 * every render of the provider, about 1.5 ms: on the server that is every page it renders.
 * theme-css-variables.test.tsx holds the two equal.
 */
export function themeCssVariables(): string {
  if (css === null) {
    const full = mergeMantineTheme(DEFAULT_THEME, theme);
    const ours = merged(defaultCssVariablesResolver(full), cssVariablesResolver(full));
    const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
    css = convertCssVariables({
      variables: changed(ours.variables, defaults.variables),
      light: changed(ours.light, defaults.light),
      dark: changed(ours.dark, defaults.dark),
    });
  }
  return css;
}

/** In place of the provider's own (`withCssVariables={false}`): the same `<style>`, computed once. */
export function ThemeCssVariables() {
  return (
    // eslint-disable-next-line no-restricted-syntax -- CSS of our own theme's constants, as Mantine writes it; no user text
    <style data-mantine-styles dangerouslySetInnerHTML={{ __html: themeCssVariables() }} />
  );
}
