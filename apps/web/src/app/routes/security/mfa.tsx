import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock, IconMail } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { paths, securityPaths } from '../../../config/paths';
import { MfaStatusCard } from '../../../features/mfa/components/mfa-status-card';
import { holdRecoveryCodes } from '../../../features/mfa/recovery-codes-store';
import { useAuth } from '../../../lib/auth/auth-store';
import { notifySuccess } from '../../../lib/notify';
import { useRefreshUser } from '../../hooks';
import { SecurityPage } from '../../layouts/security-page';

function PasswordCard({ daysLeft }: { daysLeft: number | null }) {
  const { t } = useTranslation('security');
  const titleId = useId();
  return (
    <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light" color="blue" aria-hidden>
            <IconLock size={24} />
          </ThemeIcon>
          <div>
            <Text id={titleId} fw={700} size="lg">
              {t('overview.passwordTitle')}
            </Text>
            <Text size="sm" c="dimmed">
              {daysLeft !== null && daysLeft > 0
                ? t('overview.passwordExpires', { days: daysLeft })
                : t('overview.passwordSubtitle')}
            </Text>
          </div>
        </Group>
        <Group>
          <Button component={Link} to={paths['security-password-change']} variant="light">
            {t('overview.changePassword')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function EmailCard({ email }: { email: string }) {
  const { t } = useTranslation('security');
  const titleId = useId();
  return (
    <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light" color="blue" aria-hidden>
            <IconMail size={24} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text id={titleId} fw={700} size="lg">
              {t('overview.emailTitle')}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('overview.emailCurrent', { email })}
            </Text>
          </div>
        </Group>
        <Group>
          <Button component={Link} to={securityPaths.emailChange} variant="light">
            {t('overview.changeEmail')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function Component() {
  const { t } = useTranslation('security');
  const { user } = useAuth();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();

  return (
    <SecurityPage
      title={t('overview.title')}
      description={t('overview.subtitle')}
      withBreadcrumbs={false}
      inCard={false}
    >
      <Stack gap="lg">
        <MfaStatusCard
          enabled={user?.meta.mfa_enabled === true}
          onTurnedOff={() => {
            notifySuccess({ message: t('turnOff.done') });
            void refreshUser();
          }}
          onNewCodes={(codes) => {
            holdRecoveryCodes(codes);
            void navigate(securityPaths.mfaRecoveryCodes);
          }}
        />
        <PasswordCard daysLeft={user?.days_before_password_expire ?? null} />
        {user !== null ? <EmailCard email={user.email} /> : null}
      </Stack>
    </SecurityPage>
  );
}
