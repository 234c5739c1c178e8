import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

import { LOCAL_KEYS } from '../config/storage-keys';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily:
    "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif, 'Apple Color Emoji'",
  headings: { fontWeight: '750' },
  cursorType: 'pointer',
});

/** Light / dark skin kept in local storage (no inline ColorSchemeScript: the CSP forbids it). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: LOCAL_KEYS.colorScheme });
