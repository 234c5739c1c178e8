import { Button } from '@mantine/core';
import { homeRouteFor } from '@hireway/shared';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { StatusPage } from '../../../components/ui/status-screen';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-store';

export function Component() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  const days = user?.days_before_password_expire ?? null;
  return (
    <StatusPage
      width="medium"
      color="orange"
      icon={<IconKey size={32} />}
      title={t('passwordExpiration.title')}
      description={
        days !== null && days > 0 ? t('passwordExpiration.messageDays', { days }) : t('passwordExpiration.messageNow')
      }
      actions={
        <>
          <Button component={Link} to={paths['security-password-change']}>
            {t('passwordExpiration.change')}
          </Button>
          <Button component={Link} to={paths[homeRouteFor(user)]} variant="subtle">
            {t('passwordExpiration.later')}
          </Button>
        </>
      }
    />
  );
}
