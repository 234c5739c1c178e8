import { Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { AccountStepScreen } from '../../layouts/account-step-screen';

export function Component() {
  const { t } = useTranslation('onboarding');
  return (
    <AccountStepScreen
      icon={<IconCreditCard size={32} />}
      title={t('payment.title')}
      description={
        <Stack gap="sm" maw={480}>
          <Text c="dimmed">{t('payment.intro')}</Text>
          <Text c="dimmed" size="sm">
            {t('payment.notYet')}
          </Text>
        </Stack>
      }
    />
  );
}
