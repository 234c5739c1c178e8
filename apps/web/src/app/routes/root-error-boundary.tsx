import { Button, Center, Code, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

import { StatusScreen } from '../../components/ui/status-screen';
import { translateMessage } from '../../lib/i18n';
import { hideInitialLoader } from '../hooks';
import { ChunkLoadError } from '../lazy-route';

/** Last line of defence: a screen failed to load or render. */
export function RootErrorBoundary() {
  const { t } = useTranslation('errors');
  const error = useRouteError();

  useEffect(() => {
    hideInitialLoader();
  }, []);

  const detail =
    error instanceof ChunkLoadError
      ? translateMessage(error.message)
      : isRouteErrorResponse(error)
        ? `${error.status} ${error.statusText}`
        : null;

  return (
    <Center mih="100dvh" p="md">
      <StatusScreen
        color="red"
        icon={<IconAlertTriangle size={32} />}
        title={t('crash.title')}
        description={
          <Stack gap="xs" align="center">
            <span>{t('crash.message')}</span>
            {detail !== null ? <Code>{detail}</Code> : null}
          </Stack>
        }
        actions={<Button onClick={() => window.location.reload()}>{t('crash.reload')}</Button>}
      />
    </Center>
  );
}
