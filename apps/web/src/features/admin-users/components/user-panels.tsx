import { Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { type AdminUserDetail, formatDate, formatTime } from '@hireway/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';

/* The tabs of one account in the admin console: profile, CV, applications, payments, sessions, history. */

const dateTime = (value: string) => `${formatDate(value)} ${formatTime(value)}`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed" py="md">
      {children}
    </Text>
  );
}

export function ProfilePanel({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const yes = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      <Fact label={t('users.profile.phone')}>{user.phone ?? '—'}</Fact>
      <Fact label={t('users.profile.phoneVerified')}>{yes(user.phone_verified)}</Fact>
      <Fact label={t('users.profile.emailVerified')}>{yes(user.email_verified)}</Fact>
      <Fact label={t('users.profile.location')}>
        {[user.city, user.country_code].filter(Boolean).join(', ') || '—'}
      </Fact>
      <Fact label={t('users.profile.language')}>{user.language.toUpperCase()}</Fact>
      <Fact label={t('users.profile.onboarded')}>{yes(user.has_completed_onboarding)}</Fact>
      <Fact label={t('users.profile.passwordChanged')}>{formatDate(user.password_changed_at)}</Fact>
      <Fact label={t('users.columns.joined')}>{formatDate(user.created_at)}</Fact>
      {user.user_group === 'provider' ? (
        <Fact label={t('users.profile.verification')}>
          {user.profile.status ? t(`verification.status.${user.profile.status}`) : '—'}
          {user.profile.decline_reason ? ` — ${user.profile.decline_reason}` : ''}
        </Fact>
      ) : null}
      {user.user_group === 'seeker' ? (
        <Fact label={t('users.profile.fee')}>
          {user.profile.payment_status ? t(`users.paymentStatus.${user.profile.payment_status}`) : '—'}
        </Fact>
      ) : null}
    </SimpleGrid>
  );
}

export function CvPanel({ cv }: { cv: NonNullable<AdminUserDetail['cv']> }) {
  const { t } = useTranslation('admin');
  const sections = [
    ['workExperience', cv.work_experience.length],
    ['education', cv.education_history.length],
    ['skills', cv.skills.length],
    ['languages', cv.languages.length],
    ['voluntary', cv.voluntary_services.length],
    ['references', cv.references.length],
  ] as const;
  return (
    <Stack gap="md">
      <div>
        <Text fw={700}>{cv.personal.headline ?? t('users.cv.noHeadline')}</Text>
        {cv.personal.summary ? (
          <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
            {cv.personal.summary}
          </Text>
        ) : null}
      </div>
      <Group gap="xs">
        {sections.map(([key, count]) => (
          <Badge key={key} variant="light" color={count > 0 ? 'blue' : 'gray'}>
            {t(`users.cv.${key}`, { count })}
          </Badge>
        ))}
      </Group>
      {cv.skills.length > 0 ? (
        <Text size="sm">
          <Text span fw={600}>
            {t('users.cv.skillList')}:
          </Text>{' '}
          {cv.skills.map((skill) => skill.name).join(', ')}
        </Text>
      ) : null}
    </Stack>
  );
}

export function ApplicationsPanel({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  if (user.applications.length === 0) return <Empty>{t('users.applications.none')}</Empty>;
  return (
    <DataTable
      minWidth={560}
      columns={[
        t('users.applications.job'),
        t('users.applications.company'),
        t('users.applications.status'),
        t('users.applications.submitted'),
      ]}
      label={t('users.tabs.applications')}
      spacing="xs"
    >
      {user.applications.map((application) => (
        <Table.Tr key={application.id}>
          <Table.Td>{application.job_title}</Table.Td>
          <Table.Td>{application.company_name ?? '—'}</Table.Td>
          <Table.Td>
            <StatusBadge status={application.status}>
              {t(`users.applications.statuses.${application.status}`)}
            </StatusBadge>
          </Table.Td>
          <Table.Td>{formatDate(application.submitted_at)}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

export function PaymentsPanel({ user }: { user: AdminUserDetail }) {
  const { t, i18n } = useTranslation('admin');
  if (user.payments.length === 0) return <Empty>{t('users.payments.none')}</Empty>;
  return (
    <DataTable
      minWidth={560}
      columns={[
        t('users.payments.reference'),
        t('users.payments.amount'),
        t('users.payments.status'),
        t('users.payments.date'),
      ]}
      label={t('users.tabs.payments')}
      spacing="xs"
    >
      {user.payments.map((payment) => (
        <Table.Tr key={payment.id}>
          <Table.Td ff="monospace">{payment.reference}</Table.Td>
          <Table.Td>
            {new Intl.NumberFormat(i18n.language, { style: 'currency', currency: payment.currency }).format(
              payment.amount / 100,
            )}
          </Table.Td>
          <Table.Td>
            <StatusBadge status={payment.status}>{t(`users.payments.statuses.${payment.status}`)}</StatusBadge>
          </Table.Td>
          <Table.Td>{formatDate(payment.paid_at ?? payment.created_at)}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

export function SessionsPanel({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  if (user.sessions.length === 0) return <Empty>{t('users.sessions.none')}</Empty>;
  return (
    <DataTable
      minWidth={640}
      columns={[
        t('users.sessions.started'),
        t('users.sessions.lastUsed'),
        t('users.sessions.ip'),
        t('users.sessions.device'),
      ]}
      label={t('users.tabs.sessions')}
      spacing="xs"
    >
      {user.sessions.map((session) => (
        <Table.Tr key={session.id}>
          <Table.Td>{dateTime(session.created_at)}</Table.Td>
          <Table.Td>{session.last_used_at ? dateTime(session.last_used_at) : '—'}</Table.Td>
          <Table.Td>{session.ip ?? '—'}</Table.Td>
          <Table.Td maw={320}>
            <Text size="sm" truncate="end">
              {session.user_agent ?? '—'}
            </Text>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

export function HistoryPanel({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  if (user.history.length === 0) return <Empty>{t('users.history.none')}</Empty>;
  return (
    <Stack gap="xs">
      {user.history.map((entry) => (
        <Text key={entry.id} size="sm">
          <Text span c="dimmed">
            {dateTime(entry.created_at)}
          </Text>{' '}
          — {t(`users.history.actions.${entry.action.replace('user.', '')}`, { defaultValue: entry.action })}
          {entry.actor ? ` (${entry.actor.name})` : ''}
          {typeof entry.after === 'object' && entry.after !== null && 'reason' in entry.after
            ? `: ${String(entry.after.reason)}`
            : ''}
        </Text>
      ))}
    </Stack>
  );
}
