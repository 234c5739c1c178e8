import { Alert, Anchor, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { ADMIN_DASHBOARD_DAYS, type AdminDashboard } from '@hireway/shared';
import { IconBriefcase, IconBuildingStore, IconCash, IconFileDescription, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { StatCard } from '../../../components/ui/stat-card';
import { adminPaths } from '../../../config/paths';
import { useAdminDashboard } from '../api/get-dashboard';
import { DailyBars } from './daily-bars';

const money = (language: string, currency: string, minor: number) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 100);

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Text fw={700} mb="sm">
        {title}
      </Text>
      {children}
    </Card>
  );
}

function Figures({ data }: { data: AdminDashboard | undefined }) {
  const { t, i18n } = useTranslation('admin');
  const users = data ? data.users_by_group.seeker + data.users_by_group.provider + data.users_by_group.admin : null;
  const fees = data?.fees_collected ?? [];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }} spacing="md">
      <StatCard
        label={t('home.users')}
        value={users === null ? null : String(users)}
        detail={
          data
            ? [
                t('home.seekersCount', { count: data.users_by_group.seeker }),
                t('home.providersCount', { count: data.users_by_group.provider }),
                t('home.adminsCount', { count: data.users_by_group.admin }),
              ].join(' · ')
            : undefined
        }
        icon={<IconUsers size={22} />}
        color="blue"
        to={adminPaths.users}
      />
      <StatCard
        label={t('home.pendingVerifications')}
        value={data ? String(data.pending_verifications) : null}
        detail={t('home.pendingDetail')}
        icon={<IconBuildingStore size={22} />}
        color="yellow"
        to={adminPaths.providers}
      />
      <StatCard
        label={t('home.liveJobs')}
        value={data ? String(data.live_jobs) : null}
        icon={<IconBriefcase size={22} />}
        color="teal"
      />
      <StatCard
        label={t('home.applicationsThisWeek')}
        value={data ? String(data.applications_this_week) : null}
        icon={<IconFileDescription size={22} />}
        color="grape"
      />
      <StatCard
        label={t('home.feesCollected')}
        value={
          data === undefined
            ? null
            : fees.length === 0
              ? money(i18n.language, 'EUR', 0)
              : fees.map((fee) => money(i18n.language, fee.currency, fee.amount)).join(' · ')
        }
        detail={data ? t('home.feesDetail', { count: fees.reduce((sum, fee) => sum + fee.count, 0) }) : undefined}
        icon={<IconCash size={22} />}
        color="green"
      />
    </SimpleGrid>
  );
}

/** The platform at a glance and its last 30 days. */
export function AdminOverview() {
  const { t, i18n } = useTranslation('admin');
  const dashboard = useAdminDashboard();
  const data = dashboard.data;
  const points = data?.series ?? [];
  const currency = data?.fees_collected[0]?.currency ?? 'EUR';
  return (
    <>
      {dashboard.isError ? <Alert color="red">{t('common.failed')}</Alert> : null}
      <Figures data={data} />
      {data && data.pending_verifications > 0 ? (
        <Alert color="yellow" variant="light">
          {t('home.queueNotice', { count: data.pending_verifications })}{' '}
          <Anchor component={Link} to={adminPaths.providers} fw={600}>
            {t('home.openQueue')}
          </Anchor>
        </Alert>
      ) : null}
      <div>
        <Title order={2} fz="lg" mb="sm">
          {t('home.lastDays', { count: ADMIN_DASHBOARD_DAYS })}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <ChartCard title={t('home.charts.signups')}>
            <DailyBars
              title={t('home.charts.signups')}
              points={points}
              lines={{
                seekers: { label: t('home.charts.seekers'), color: 'blue' },
                providers: { label: t('home.charts.providers'), color: 'orange' },
              }}
            />
          </ChartCard>
          <ChartCard title={t('home.charts.applications')}>
            <DailyBars
              title={t('home.charts.applications')}
              points={points}
              lines={{ applications: { label: t('home.charts.applicationsLegend'), color: 'grape' } }}
            />
          </ChartCard>
          <ChartCard title={t('home.charts.fees')}>
            <DailyBars
              title={t('home.charts.fees')}
              points={points}
              format={(value) => money(i18n.language, currency, value)}
              lines={{ fees: { label: t('home.charts.feesLegend'), color: 'green' } }}
            />
          </ChartCard>
        </SimpleGrid>
      </div>
    </>
  );
}
