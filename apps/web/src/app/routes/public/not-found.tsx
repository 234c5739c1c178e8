import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { StatusPage } from '../../../components/ui/status-screen';
import { paths } from '../../../config/paths';

export function Component() {
  const { t } = useTranslation('errors');
  return (
    <StatusPage
      color="gray"
      icon={
        <Text fw={800} fz={20} aria-hidden>
          404
        </Text>
      }
      title={t('notFound.title')}
      description={t('notFound.message')}
      link={{ to: paths.root, label: t('notFound.home') }}
    />
  );
}
