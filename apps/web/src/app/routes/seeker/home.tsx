import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { statusMantineColor } from '@hireway/shared';
import { IconBriefcase, IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { areaPaths } from '../../../config/paths';
import { CvScoreCard } from '../../../features/cv/components/cv-score-card';
import { DashboardCard } from '../../../features/dashboard/components/dashboard-card';
import { Greeting } from '../../../features/dashboard/components/greeting';
import { useAuth } from '../../../lib/auth/auth-store';
import { isAppPath } from '../../router';

const NEXT_STEPS = [
  { key: 'jobs', icon: IconBriefcase, to: areaPaths.seekerJobs, color: 'teal' },
  { key: 'applications', icon: IconClipboardList, to: areaPaths.seekerApplications, color: 'grape' },
] as const;

export function Component() {
  const { t } = useTranslation(['dashboard', 'seeker']);
  const { user } = useAuth();
  const paymentStatus = user?.profile.payment_status ?? null;
  return (
    <Stack gap="xl">
      <Greeting firstName={user?.first_name ?? ''} subtitle={t('seeker.subtitle')} />
      {paymentStatus !== null ? (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('seeker:home.registrationFee')}
          </Text>
          <Badge color={statusMantineColor(paymentStatus)} variant="light">
            {t(`seeker:home.paymentStatus.${paymentStatus}`)}
          </Badge>
        </Group>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <CvScoreCard />
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
