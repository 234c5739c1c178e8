import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PageCard } from '../../../components/ui/page-card';
import { StatusScreen } from '../../../components/ui/status-screen';
import { paths } from '../../../config/paths';

export function Component() {
  const { t } = useTranslation('errors');
  return (
    <PageCard>
      <StatusScreen
        color="gray"
        icon={
          <Text fw={800} fz={20} aria-hidden>
            404
          </Text>
        }
        title={t('notFound.title')}
        description={t('notFound.message')}
        actions={
          <Button component={Link} to={paths.root}>
            {t('notFound.home')}
          </Button>
        }
      />
    </PageCard>
  );
}
