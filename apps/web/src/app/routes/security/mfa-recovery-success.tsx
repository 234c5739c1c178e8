import { Button, Group, List, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';

import { StatusPage } from '../../../components/ui/status-screen';
import { paths, securityPaths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-store';

export function Component() {
  const { t } = useTranslation('security');
  const { user } = useAuth();

  if (user === null) return <Navigate to={paths['auth-login']} replace />;

  return (
    <StatusPage
      width="medium"
      color="teal"
      icon={<IconShieldCheck size={32} />}
      title={t('recoverySuccess.title')}
      description={
        <Stack gap="sm" maw={480} ta="left">
          <Text c="dimmed">{t('recoverySuccess.used')}</Text>
          <Text fw={600}>{t('recoverySuccess.nextTitle')}</Text>
          <List size="sm" c="dimmed" spacing={4}>
            <List.Item>{t('recoverySuccess.newCodes')}</List.Item>
            <List.Item>{t('recoverySuccess.newDevice')}</List.Item>
          </List>
        </Stack>
      }
      actions={
        <Group justify="center" mt="sm">
          <Button component={Link} to={securityPaths.mfa}>
            {t('recoverySuccess.manage')}
          </Button>
          <Button component={Link} to={paths.root} variant="default">
            {t('recoverySuccess.continue')}
          </Button>
        </Group>
      }
    />
  );
}
