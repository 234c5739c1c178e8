import { Alert, Button, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceMobile, IconLifebuoy, IconMail, IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { securityPaths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-store';
import { SecurityPage } from '../../layouts/security-page';

function Method({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <ThemeIcon size={38} radius="md" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <div>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </div>
    </Group>
  );
}

export function Component() {
  const { t } = useTranslation('security');
  const { user } = useAuth();
  const enabled = user?.meta.mfa_enabled === true;

  return (
    <SecurityPage title={t('methods.title')} description={t('methods.subtitle')}>
      <Stack gap="lg">
        <Method icon={<IconDeviceMobile size={20} />} title={t('methods.app.title')} text={t('methods.app.text')} />
        <Method icon={<IconMail size={20} />} title={t('methods.email.title')} text={t('methods.email.text')} />
        <Method
          icon={<IconLifebuoy size={20} />}
          title={t('methods.recovery.title')}
          text={t('methods.recovery.text')}
        />
        <div>
          <Text fw={600} size="sm">
            {t('methods.needTitle')}
          </Text>
          <List size="sm" mt={4} c="dimmed">
            <List.Item>{t('methods.needApp')}</List.Item>
            <List.Item>{t('methods.needPassword')}</List.Item>
          </List>
        </div>
        {enabled ? (
          <Alert color="teal" variant="light" icon={<IconShieldCheck aria-hidden />}>
            {t('methods.alreadyOn')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          {enabled ? (
            <Button component={Link} to={securityPaths.mfa} variant="light">
              {t('methods.backToOverview')}
            </Button>
          ) : (
            <Button component={Link} to={securityPaths.authenticationApp}>
              {t('methods.start')}
            </Button>
          )}
        </Group>
      </Stack>
    </SecurityPage>
  );
}
