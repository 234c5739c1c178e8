import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../../components/ui/page-header';
import { SettingsPanel } from '../../../features/admin-settings/components/settings-form';

/** /admin/settings: everything the guards and the auth rules read; a save applies at once for every process. */
export function Component() {
  const { t } = useTranslation('admin-ops');
  return (
    <Stack gap="lg">
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <SettingsPanel />
    </Stack>
  );
}
