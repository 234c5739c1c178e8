import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import './a11y.css';

import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';

import { RenderedAtProvider } from '../hooks/use-display-time';
import { i18n } from '../lib/i18n';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { colorSchemeManager, theme } from './theme';
import { ThemeCssVariables } from './theme-css-variables';
import { ToastHost } from './toast-host';

interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' turns off Mantine transitions so tests see the final state at once. */
  env?: 'default' | 'test';
  /** A server-rendered page's render moment (ms), on the server and while the browser hydrates it. */
  renderedAt?: number | null;
}

export function AppProviders({
  children,
  queryClient = defaultQueryClient,
  env = 'default',
  renderedAt = null,
}: AppProvidersProps) {
  return (
    <RenderedAtProvider value={renderedAt}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <LocalizedMantineProvider env={env}>
            <ToastHost />
            {children}
          </LocalizedMantineProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </RenderedAtProvider>
  );
}

/**
 * Mantine with the theme and the labels its components draw themselves: the close button of every dialog and
 * drawer is named in the current language (axe button-name, WCAG 4.1.2), confirm dialogs included.
 */
function LocalizedMantineProvider({ children, env }: { children: ReactNode; env: 'default' | 'test' }) {
  const { t } = useTranslation('common');
  const close = t('closeDialog');
  const localized = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
          Drawer: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
        },
      }),
    [close],
  );
  return (
    <MantineProvider
      theme={localized}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      env={env}
      withCssVariables={false}
    >
      <ThemeCssVariables />
      {children}
    </MantineProvider>
  );
}
