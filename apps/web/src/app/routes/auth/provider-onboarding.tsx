import { List, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { AccountStepScreen } from '../../layouts/account-step-screen';

export function Component() {
  const { t } = useTranslation('onboarding');
  return (
    <AccountStepScreen
      icon={<IconBuildingStore size={32} />}
      title={t('provider.title')}
      description={
        <Stack gap="sm" maw={480} ta="left">
          <Text c="dimmed">{t('provider.intro')}</Text>
          <List spacing={4}>
            <List.Item>{t('provider.needs.company')}</List.Item>
            <List.Item>{t('provider.needs.registration')}</List.Item>
            <List.Item>{t('provider.needs.contact')}</List.Item>
          </List>
          <Text c="dimmed" size="sm">
            {t('provider.notYet')}
          </Text>
        </Stack>
      }
    />
  );
}
