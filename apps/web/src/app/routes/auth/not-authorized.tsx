import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { StatusPage } from '../../../components/ui/status-screen';
import { paths } from '../../../config/paths';

export function Component() {
  const { t } = useTranslation('errors');
  return (
    <StatusPage
      color="red"
      icon={<IconLock size={32} />}
      title={t('notAuthorized.title')}
      description={t('notAuthorized.message')}
      link={{ to: paths.root, label: t('notAuthorized.home') }}
    />
  );
}
