import { SimpleGrid, Stack } from '@mantine/core';
import { IconBuilding, IconFilePlus, IconInbox, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { areaPaths } from '../../../config/paths';
import { DashboardCard } from '../../../features/dashboard/components/dashboard-card';
import { Greeting } from '../../../features/dashboard/components/greeting';
import { useAuth } from '../../../lib/auth/auth-store';
import { isAppPath } from '../../router';

const NEXT_STEPS = [
  { key: 'jobs', icon: IconFilePlus, to: areaPaths.providerNewJob, color: 'blue' },
  { key: 'applications', icon: IconInbox, to: areaPaths.providerJobs, color: 'teal' },
  { key: 'candidates', icon: IconUsers, to: areaPaths.providerCandidates, color: 'grape' },
  { key: 'company', icon: IconBuilding, to: areaPaths.providerCompanyProfile, color: 'orange' },
] as const;

export function Component() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  return (
    <Stack gap="xl">
      <Greeting firstName={user?.first_name ?? ''} subtitle={t('provider.subtitle')} />
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }} spacing="lg">
        {NEXT_STEPS.map(({ key, icon: Icon, to, color }) => (
          <DashboardCard
            key={key}
            color={color}
            icon={<Icon size={22} />}
            title={t(`provider.cards.${key}.title`)}
            emptyText={t(`provider.cards.${key}.empty`)}
            actionLabel={t(`provider.cards.${key}.action`)}
            to={isAppPath(to) ? to : null}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
