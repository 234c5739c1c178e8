import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
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
        color="red"
        icon={<IconLock size={32} />}
        title={t('notAuthorized.title')}
        description={t('notAuthorized.message')}
        actions={
          <Button component={Link} to={paths.root}>
            {t('notAuthorized.home')}
          </Button>
        }
      />
    </PageCard>
  );
}
