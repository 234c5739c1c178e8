import { IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { StatusPage } from '../../../components/ui/status-screen';
import { paths } from '../../../config/paths';

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <StatusPage
      color="orange"
      icon={<IconUserOff size={32} />}
      title={t('registerClosed.title')}
      description={t('registerClosed.message')}
      link={{ to: paths['auth-login'], label: t('registerClosed.backToLogin') }}
    />
  );
}
