import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { AppProviders } from './providers';
import { cssVariablesResolver, theme } from './theme';
import { themeCssVariables } from './theme-css-variables';

/** The `<style data-mantine-styles>` elements of a markup, by content (the global classes' one aside). */
const variableStyles = (html: string): string[] =>
  [...html.matchAll(/<style data-mantine-styles="true">([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');

describe('the theme CSS variables, computed once', () => {
  it("are what Mantine's provider writes for our theme and resolver", () => {
    const mantine = variableStyles(
      renderToStaticMarkup(
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <div />
        </MantineProvider>,
      ),
    );
    expect(mantine).toHaveLength(1);
    expect(themeCssVariables()).toBe(mantine[0]);
    // Our own tokens are in, in both skins.
    expect(themeCssVariables()).toContain('--hw-color-focus');
    expect(themeCssVariables()).toMatch(/\[data-mantine-color-scheme="dark"\][^}]*--hw-color-control-border/);
  });

  it('are written once by the app, in place of the provider’s', () => {
    const styles = variableStyles(renderToStaticMarkup(<AppProviders>{null}</AppProviders>));
    expect(styles).toEqual([themeCssVariables()]);
  });
});
