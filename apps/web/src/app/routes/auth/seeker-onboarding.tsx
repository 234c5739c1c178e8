import { List, Stack, Text } from '@mantine/core';
import { IconFileCv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { AccountStepScreen } from '../../layouts/account-step-screen';

export function Component() {
  const { t } = useTranslation('onboarding');
  return (
    <AccountStepScreen
      icon={<IconFileCv size={32} />}
      title={t('seeker.title')}
      description={
        <Stack gap="sm" maw={480} ta="left">
          <Text c="dimmed">{t('seeker.intro')}</Text>
          <List type="ordered" spacing={4}>
            <List.Item>{t('seeker.steps.one')}</List.Item>
            <List.Item>{t('seeker.steps.two')}</List.Item>
            <List.Item>{t('seeker.steps.three')}</List.Item>
          </List>
          <Text c="dimmed" size="sm">
            {t('seeker.notYet')}
          </Text>
        </Stack>
      }
    />
  );
}
