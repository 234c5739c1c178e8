import { Button } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
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
        color="yellow"
        icon={<IconTools size={32} />}
        title={t('maintenance.title')}
        description={t('maintenance.message')}
        actions={
          <Button component={Link} to={paths.root} variant="light">
            {t('maintenance.retry')}
          </Button>
        }
      />
    </PageCard>
  );
}
