import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { AdminOverview } from '../../../features/admin-dashboard/components/admin-overview';
import { Greeting } from '../../../features/dashboard/components/greeting';
import { useAuth } from '../../../lib/auth/auth-store';

/** /admin: the admin home — the platform at a glance and its last 30 days. */
export function Component() {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  return (
    <Stack gap="xl">
      <Greeting firstName={user?.first_name ?? ''} subtitle={t('home.subtitle')} />
      <AdminOverview />
    </Stack>
  );
}
