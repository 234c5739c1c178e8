import { Button, Group, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { StatusPage } from '../../../components/ui/status-screen';
import { paths } from '../../../config/paths';
import { SESSION_KEYS } from '../../../config/storage-keys';
import { useResendConfirmationMutation } from '../../../features/auth/api/resend-confirmation';
import { CONFIRMATION_RESEND_COOLDOWN_S } from '../../../features/auth/components/resend-confirmation-form';
import { LogoutButton } from '../../../features/auth/components/logout-button';
import { useCooldown } from '../../../hooks/use-cooldown';
import { useAuth } from '../../../lib/auth/auth-store';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { readStorage } from '../../../lib/storage';
import { StatusText } from '../../layouts/status-text';

export function Component() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  const resend = useResendConfirmationMutation();
  // Rule 1: this page opens only right after registering, with the address kept in the session.
  const [email] = useState(() => readStorage('session', SESSION_KEYS.registrationEmail));
  // Registering has just sent the first link.
  const cooldown = useCooldown(() => Date.now() + CONFIRMATION_RESEND_COOLDOWN_S * 1000);

  const sendAgain = () => {
    if (email === null) return;
    resend.mutate(email, {
      onSuccess: () => cooldown.start(CONFIRMATION_RESEND_COOLDOWN_S),
      onError: (error) => notifyError({ message: translateMessage(isApiError(error) ? error.message : String(error)) }),
    });
  };

  return (
    <StatusPage
      width="medium"
      icon={<IconMailCheck size={32} />}
      title={t('registerConfirm.title')}
      description={
        <StatusText
          message={email !== null ? t('registerConfirm.sent', { email }) : t('registerSuccess.confirmEmailGeneric')}
          note={t('registerConfirm.notReceived')}
        >
          {resend.isSuccess ? (
            <Text size="sm" role="status" c="teal">
              {t('registerConfirm.resent')}
            </Text>
          ) : null}
        </StatusText>
      }
      actions={
        <Stack gap="sm" align="center" mt="xs">
          <Group justify="center">
            <Button component={Link} to={user !== null ? paths.root : paths['auth-login']}>
              {t('registerConfirm.continue')}
            </Button>
            <Button
              variant="light"
              onClick={sendAgain}
              loading={resend.isPending}
              disabled={email === null || cooldown.isCooling}
            >
              {cooldown.isCooling
                ? t('registerConfirm.resendIn', { seconds: cooldown.secondsLeft })
                : t('registerConfirm.resend')}
            </Button>
          </Group>
          {user !== null ? <LogoutButton /> : null}
        </Stack>
      }
    />
  );
}
