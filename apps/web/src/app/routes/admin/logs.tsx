import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../../components/ui/page-header';
import { LogTabs } from '../../../features/admin-logs/components/log-tables';

/** /admin/logs: the audit log (who changed what, before and after) and the page-access log. */
export function Component() {
  const { t } = useTranslation('admin-ops');
  return (
    <Stack gap="lg">
      <PageHeader title={t('logs.title')} subtitle={t('logs.subtitle')} />
      <LogTabs />
    </Stack>
  );
}
