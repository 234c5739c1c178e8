import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock, IconMail } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { paths, securityPaths } from '../../../config/paths';
import { MfaStatusCard } from '../../../features/mfa/components/mfa-status-card';
import { holdRecoveryCodes } from '../../../features/mfa/recovery-codes-store';
import { useAuth } from '../../../lib/auth/auth-store';
import { notifySuccess } from '../../../lib/notify';
import { useRefreshUser } from '../../hooks';
import { SecurityPage } from '../../layouts/security-page';

interface SecurityCardProps {
  icon: ReactNode;
  title: string;
  /** One line under the title; long words (an e-mail address) break anywhere. */
  subtitle: string;
  action: { label: string; to: string };
}

/** A card of the security overview: an icon, a title, one line of state and a link to change it. */
function SecurityCard({ icon, title, subtitle, action }: SecurityCardProps) {
  const titleId = useId();
  return (
    <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light" color="blue" aria-hidden>
            {icon}
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text id={titleId} fw={700} size="lg">
              {title}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {subtitle}
            </Text>
          </div>
        </Group>
        <Group>
          <Button component={Link} to={action.to} variant="light">
            {action.label}
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
  const daysLeft = user?.days_before_password_expire ?? null;

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
        <SecurityCard
          icon={<IconLock size={24} />}
          title={t('overview.passwordTitle')}
          subtitle={
            daysLeft !== null && daysLeft > 0
              ? t('overview.passwordExpires', { days: daysLeft })
              : t('overview.passwordSubtitle')
          }
          action={{ label: t('overview.changePassword'), to: paths['security-password-change'] }}
        />
        {user !== null ? (
          <SecurityCard
            icon={<IconMail size={24} />}
            title={t('overview.emailTitle')}
            subtitle={t('overview.emailCurrent', { email: user.email })}
            action={{ label: t('overview.changeEmail'), to: securityPaths.emailChange }}
          />
        ) : null}
      </Stack>
    </SecurityPage>
  );
}
