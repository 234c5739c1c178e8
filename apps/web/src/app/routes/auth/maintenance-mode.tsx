import { Button } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { StatusPage } from '../../../components/ui/status-screen';
import { useRefreshUser } from '../../hooks';
import { StatusText } from '../../layouts/status-text';

/** How often the page asks whether maintenance is over. */
export const MAINTENANCE_POLL_MS = 30_000;

export function Component() {
  const { t } = useTranslation('errors');
  // Runs the guards again with a fresh POST /auth/check: step 5.1 takes the user home once it is over.
  const refreshUser = useRefreshUser();
  useInterval(() => void refreshUser(), MAINTENANCE_POLL_MS, { autoInvoke: true });

  return (
    <StatusPage
      color="yellow"
      icon={<IconTools size={32} />}
      title={t('maintenance.title')}
      description={<StatusText message={t('maintenance.message')} note={t('maintenance.polling')} />}
      actions={
        <Button variant="light" onClick={() => void refreshUser()}>
          {t('maintenance.retry')}
        </Button>
      }
    />
  );
}
