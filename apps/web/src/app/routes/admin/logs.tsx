import { useTranslation } from 'react-i18next';

import { LogTabs } from '../../../features/admin-logs/components/log-tables';
import { TitledPage } from '../../layouts/titled-page';

/** /admin/logs: the audit log (who changed what, before and after) and the page-access log. */
export function Component() {
  const { t } = useTranslation('admin-ops');
  return (
    <TitledPage title={t('logs.title')} subtitle={t('logs.subtitle')}>
      <LogTabs />
    </TitledPage>
  );
}
