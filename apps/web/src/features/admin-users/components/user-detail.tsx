import { Alert, Anchor, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { BlockLoader } from '../../../components/ui/block-loader';
import { adminPaths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-store';
import { useAdminUser } from '../api/get-user';
import { PermissionsPanel } from './permissions-panel';
import { UserActions } from './user-actions';
import { ApplicationsPanel, CvPanel, HistoryPanel, PaymentsPanel, ProfilePanel, SessionsPanel } from './user-panels';
import { UserStatusBadge } from './user-status-badge';

/** One account in full, with the admin's actions on it. */
export function UserDetail({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const { user: me } = useAuth();
  const query = useAdminUser(userId);
  if (query.isError) {
    return (
      <Alert color="red" title={t('users.notFound')}>
        <Anchor component={Link} to={adminPaths.users}>
          {t('users.backToList')}
        </Anchor>
      </Alert>
    );
  }
  if (query.data === undefined) {
    return <BlockLoader label={t('common.loading')} />;
  }
  const user = query.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={adminPaths.users} size="sm">
        {t('users.backToList')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="sm">
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {`${user.first_name} ${user.last_name}`.trim()}
            </Title>
            <UserStatusBadge status={user.status} />
          </Group>
          <Text c="dimmed" mt={4}>
            {user.email} · {t(`users.groups.${user.user_group}`)}
            {user.company_name ? ` · ${user.company_name}` : ''} ·{' '}
            {user.mfa_enabled ? t('users.mfaOn') : t('users.mfaOff')}
          </Text>
        </div>
      </Group>
      <UserActions user={user} isSelf={me?.id === user.id} />
      <Card withBorder radius="lg" padding="lg">
        <Tabs defaultValue="profile">
          <Tabs.List mb="md">
            <Tabs.Tab value="profile">{t('users.tabs.profile')}</Tabs.Tab>
            {user.cv ? <Tabs.Tab value="cv">{t('users.tabs.cv')}</Tabs.Tab> : null}
            {user.user_group === 'seeker' ? (
              <Tabs.Tab value="applications">{t('users.tabs.applications')}</Tabs.Tab>
            ) : null}
            <Tabs.Tab value="payments">{t('users.tabs.payments')}</Tabs.Tab>
            <Tabs.Tab value="sessions">{t('users.tabs.sessions')}</Tabs.Tab>
            <Tabs.Tab value="permissions">{t('users.tabs.permissions')}</Tabs.Tab>
            <Tabs.Tab value="history">{t('users.tabs.history')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="profile">
            <ProfilePanel user={user} />
          </Tabs.Panel>
          {user.cv ? (
            <Tabs.Panel value="cv">
              <CvPanel cv={user.cv} />
            </Tabs.Panel>
          ) : null}
          <Tabs.Panel value="applications">
            <ApplicationsPanel user={user} />
          </Tabs.Panel>
          <Tabs.Panel value="payments">
            <PaymentsPanel user={user} />
          </Tabs.Panel>
          <Tabs.Panel value="sessions">
            <SessionsPanel user={user} />
          </Tabs.Panel>
          <Tabs.Panel value="permissions">
            <PermissionsPanel user={user} />
          </Tabs.Panel>
          <Tabs.Panel value="history">
            <HistoryPanel user={user} />
          </Tabs.Panel>
        </Tabs>
      </Card>
    </Stack>
  );
}
