import { Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { StatusPage } from '../../../components/ui/status-screen';
import { SESSION_KEYS } from '../../../config/storage-keys';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-store';
import { readStorage } from '../../../lib/storage';

export function Component() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  const email = user?.email ?? readStorage('session', SESSION_KEYS.registrationEmail);

  return (
    <StatusPage
      color="green"
      icon={<IconCircleCheck size={32} />}
      title={user !== null ? t('registerSuccess.title') : t('registerSuccess.checkInboxTitle')}
      description={
        user !== null ? (
          <Stack gap="xs" maw={440}>
            <Text c="dimmed">
              {email !== null ? t('registerSuccess.confirmEmail', { email }) : t('registerSuccess.confirmEmailGeneric')}
            </Text>
            <Text c="dimmed">{t('registerSuccess.nextStep')}</Text>
          </Stack>
        ) : (
          // Not signed in after registering: the address may already have had an account, whose owner was
          // e-mailed. The same words either way (no enumeration).
          <Stack gap="xs" maw={440}>
            <Text c="dimmed">
              {email !== null ? t('registerSuccess.checkInbox', { email }) : t('registerSuccess.checkInboxGeneric')}
            </Text>
          </Stack>
        )
      }
      actions={
        <Button component={Link} to={user !== null ? paths.root : paths['auth-login']} size="md">
          {t('registerSuccess.continue')}
        </Button>
      }
    />
  );
}
