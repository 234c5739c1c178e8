import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LanguageSwitcher } from './language-switcher';
import { SkinToggle } from './skin-toggle';

/*
 * The header's language menu and skin tooltip arrive after the first paint (useAfterPaint) and replace their
 * stand-in buttons. A keyboard user who had tabbed to one keeps focus on it (CI, session 13: focus fell to the
 * page in the middle of the keyboard-only sign-in). Each module is loaded for the first time in this file, so the
 * stand-in is on the page when the test focuses it.
 */
describe('a header button replaced after the first paint', () => {
  it.each([
    ['the language button', () => <LanguageSwitcher />, 'Language: English, EN'],
    ['the skin toggle', () => <SkinToggle />, 'Switch to the dark skin'],
  ])('keeps focus on %s', async (_name, Part, label) => {
    render(
      <MantineProvider env="test">
        <Part />
      </MantineProvider>,
    );
    const standIn = screen.getByRole('button', { name: label });
    standIn.focus();
    expect(standIn).toHaveFocus();

    await waitFor(() => expect(screen.getByRole('button', { name: label })).not.toBe(standIn));
    expect(standIn).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: label })).toHaveFocus();
  });
});
