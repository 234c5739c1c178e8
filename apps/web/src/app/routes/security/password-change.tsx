import { Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { AccountStepScreen } from '../../layouts/account-step-screen';

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <AccountStepScreen
      color="orange"
      icon={<IconLock size={32} />}
      title={t('passwordChange.title')}
      description={
        <Stack gap="sm" maw={480}>
          <Text c="dimmed">{t('passwordChange.message')}</Text>
          <Text c="dimmed" size="sm">
            {t('passwordChange.notYet')}
          </Text>
        </Stack>
      }
    />
  );
}
