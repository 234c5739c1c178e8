import { SimpleGrid, Stack } from '@mantine/core';
import { IconBuildingStore, IconSettings, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { areaPaths } from '../../../config/paths';
import { DashboardCard } from '../../../features/dashboard/components/dashboard-card';
import { Greeting } from '../../../features/dashboard/components/greeting';
import { useAuth } from '../../../lib/auth/auth-store';
import { isAppPath } from '../../router';

const NEXT_STEPS = [
  { key: 'verifications', icon: IconBuildingStore, to: areaPaths.adminProviders, color: 'yellow' },
  { key: 'users', icon: IconUsers, to: areaPaths.adminUsers, color: 'blue' },
  { key: 'settings', icon: IconSettings, to: areaPaths.adminSettings, color: 'gray' },
] as const;

export function Component() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  return (
    <Stack gap="xl">
      <Greeting firstName={user?.first_name ?? ''} subtitle={t('admin.subtitle')} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {NEXT_STEPS.map(({ key, icon: Icon, to, color }) => (
          <DashboardCard
            key={key}
            color={color}
            icon={<Icon size={22} />}
            title={t(`admin.cards.${key}.title`)}
            emptyText={t(`admin.cards.${key}.empty`)}
            actionLabel={t(`admin.cards.${key}.action`)}
            to={isAppPath(to) ? to : null}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
