import { useTranslation } from 'react-i18next';

import { SettingsPanel } from '../../../features/admin-settings/components/settings-form';
import { TitledPage } from '../../layouts/titled-page';

/** /admin/settings: everything the guards and the auth rules read; a save applies at once for every process. */
export function Component() {
  const { t } = useTranslation('admin-ops');
  return (
    <TitledPage title={t('settings.title')} subtitle={t('settings.subtitle')}>
      <SettingsPanel />
    </TitledPage>
  );
}
