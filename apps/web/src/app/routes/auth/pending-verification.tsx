import { Stack, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { AccountStepScreen } from '../../layouts/account-step-screen';

export function Component() {
  const { t } = useTranslation('onboarding');
  return (
    <AccountStepScreen
      color="yellow"
      icon={<IconHourglass size={32} />}
      title={t('pending.title')}
      description={
        <Stack gap="sm" maw={480}>
          <Text c="dimmed">{t('pending.message')}</Text>
          <Text c="dimmed" size="sm">
            {t('pending.email')}
          </Text>
        </Stack>
      }
    />
  );
}
