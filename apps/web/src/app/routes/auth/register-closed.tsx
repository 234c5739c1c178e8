import { Button } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PageCard } from '../../../components/ui/page-card';
import { StatusScreen } from '../../../components/ui/status-screen';
import { paths } from '../../../config/paths';

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <PageCard>
      <StatusScreen
        color="orange"
        icon={<IconUserOff size={32} />}
        title={t('registerClosed.title')}
        description={t('registerClosed.message')}
        actions={
          <Button component={Link} to={paths['auth-login']}>
            {t('registerClosed.backToLogin')}
          </Button>
        }
      />
    </PageCard>
  );
}
