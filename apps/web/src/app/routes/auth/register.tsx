import { useTranslation } from 'react-i18next';

import { BlockLoader } from '../../../components/ui/block-loader';
import { PageCard } from '../../../components/ui/page-card';
import { useRegistrationSettings } from '../../../features/auth/api/registration-settings';
import { RegisterForm } from '../../../features/auth/components/register-form';

export function Component() {
  const { t } = useTranslation('common');
  // Already fetched by the guard (rule 2), so this reads the cache.
  const settings = useRegistrationSettings();
  return (
    <PageCard width="medium">
      {settings.data === undefined ? (
        <BlockLoader label={t('status.loading')} />
      ) : (
        <RegisterForm passwordSettings={settings.data.password_complexity_settings} />
      )}
    </PageCard>
  );
}
