import { Group, Stack, Text } from '@mantine/core';
import { IconClipboardList, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { StatusBadge } from '../../../components/ui/status-badge';
import { areaPaths } from '../../../config/paths';
import { CvScoreCard } from '../../../features/cv/components/cv-score-card';
import { Greeting } from '../../../features/dashboard/components/greeting';
import { LazySeekerDashboard } from '../../../features/dashboard/components/lazy-dashboards';
import { Shortcuts } from '../../../features/dashboard/components/shortcuts';
import { useAuth } from '../../../lib/auth/auth-store';

export function Component() {
  const { t } = useTranslation(['dashboard', 'seeker']);
  const { user } = useAuth();
  const paymentStatus = user?.profile.payment_status ?? null;
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Greeting firstName={user?.first_name ?? ''} subtitle={t('seeker.subtitle')} />
        {paymentStatus !== null ? (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('seeker:home.registrationFee')}
            </Text>
            <StatusBadge status={paymentStatus}>{t(`seeker:home.paymentStatus.${paymentStatus}`)}</StatusBadge>
          </Group>
        ) : null}
        <Shortcuts
          items={[
            { key: 'jobs', label: t('seeker.shortcuts.jobs'), to: areaPaths.seekerJobs, icon: IconSearch },
            {
              key: 'applications',
              label: t('seeker.shortcuts.applications'),
              to: areaPaths.seekerApplications,
              icon: IconClipboardList,
            },
          ]}
        />
      </Stack>

      <LazySeekerDashboard cvCard={<CvScoreCard />} />
    </Stack>
  );
}
