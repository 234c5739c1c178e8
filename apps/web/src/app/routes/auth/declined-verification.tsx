import { Alert, Button } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-store';
import { AccountStepScreen } from '../../layouts/account-step-screen';
import { StatusText } from '../../layouts/status-text';

export function Component() {
  const { t } = useTranslation('onboarding');
  const { user } = useAuth();
  const reason = user?.profile.decline_reason ?? null;
  return (
    <AccountStepScreen
      color="red"
      icon={<IconBan size={32} />}
      title={t('declined.title')}
      description={
        <StatusText message={t('declined.message')}>
          {reason !== null && reason.trim() !== '' ? (
            <Alert color="red" variant="light" title={t('declined.reasonTitle')} ta="left">
              {reason}
            </Alert>
          ) : null}
        </StatusText>
      }
      primaryAction={
        <Button component={Link} to={paths['provider-onboarding']}>
          {t('declined.redo')}
        </Button>
      }
    />
  );
}
