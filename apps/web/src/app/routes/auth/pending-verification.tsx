import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { AccountStepScreen } from '../../layouts/account-step-screen';
import { StatusText } from '../../layouts/status-text';

export function Component() {
  const { t } = useTranslation('onboarding');
  return (
    <AccountStepScreen
      color="yellow"
      icon={<IconHourglass size={32} />}
      title={t('pending.title')}
      description={<StatusText message={t('pending.message')} note={t('pending.email')} />}
    />
  );
}
