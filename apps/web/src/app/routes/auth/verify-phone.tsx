import { Stack, Text } from '@mantine/core';
import { IconDeviceMobileMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../../../lib/auth/auth-store';
import { AccountStepScreen } from '../../layouts/account-step-screen';

export function Component() {
  const { t } = useTranslation('onboarding');
  const { user } = useAuth();
  return (
    <AccountStepScreen
      icon={<IconDeviceMobileMessage size={32} />}
      title={t('verifyPhone.title')}
      description={
        <Stack gap="sm" maw={480}>
          <Text c="dimmed">
            {user?.phone ? t('verifyPhone.sent', { phone: user.phone }) : t('verifyPhone.sentGeneric')}
          </Text>
          <Text c="dimmed" size="sm">
            {t('verifyPhone.notYet')}
          </Text>
        </Stack>
      }
    />
  );
}
