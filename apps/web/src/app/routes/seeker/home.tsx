import { SimpleGrid, Stack } from '@mantine/core';
import { IconBriefcase, IconClipboardList, IconFileCv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { areaPaths } from '../../../config/paths';
import { DashboardCard } from '../../../features/dashboard/components/dashboard-card';
import { Greeting } from '../../../features/dashboard/components/greeting';
import { useAuth } from '../../../lib/auth/auth-store';
import { isAppPath } from '../../router';

const NEXT_STEPS = [
  { key: 'cv', icon: IconFileCv, to: areaPaths.seekerCv, color: 'blue' },
  { key: 'jobs', icon: IconBriefcase, to: areaPaths.seekerJobs, color: 'teal' },
  { key: 'applications', icon: IconClipboardList, to: areaPaths.seekerApplications, color: 'grape' },
] as const;

export function Component() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  return (
    <Stack gap="xl">
      <Greeting firstName={user?.first_name ?? ''} subtitle={t('seeker.subtitle')} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {NEXT_STEPS.map(({ key, icon: Icon, to, color }) => (
          <DashboardCard
            key={key}
            color={color}
            icon={<Icon size={22} />}
            title={t(`seeker.cards.${key}.title`)}
            emptyText={t(`seeker.cards.${key}.empty`)}
            actionLabel={t(`seeker.cards.${key}.action`)}
            to={isAppPath(to) ? to : null}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
