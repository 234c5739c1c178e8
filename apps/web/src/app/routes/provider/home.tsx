import { Stack } from '@mantine/core';
import { IconFilePlus, IconInbox, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { areaPaths } from '../../../config/paths';
import { Greeting } from '../../../features/dashboard/components/greeting';
import { LazyProviderDashboard } from '../../../features/dashboard/components/lazy-dashboards';
import { Shortcuts } from '../../../features/dashboard/components/shortcuts';
import { useAuth } from '../../../lib/auth/auth-store';

export function Component() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Greeting firstName={user?.first_name ?? ''} subtitle={t('provider.subtitle')} />
        <Shortcuts
          items={[
            { key: 'new-job', label: t('provider.shortcuts.newJob'), to: areaPaths.providerNewJob, icon: IconFilePlus },
            { key: 'jobs', label: t('provider.shortcuts.jobs'), to: areaPaths.providerJobs, icon: IconInbox },
            {
              key: 'candidates',
              label: t('provider.shortcuts.candidates'),
              to: areaPaths.providerCandidates,
              icon: IconUsers,
            },
          ]}
        />
      </Stack>

      <LazyProviderDashboard />
    </Stack>
  );
}
