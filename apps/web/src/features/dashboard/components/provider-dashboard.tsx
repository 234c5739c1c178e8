import { SimpleGrid, Stack } from '@mantine/core';
import { IconBriefcase, IconCalendarEvent, IconInbox, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useProviderAnalytics } from '../api/get-analytics';
import { useProviderDashboard } from '../api/get-dashboard';
import { useProviderEnhancedStats } from '../api/get-enhanced-stats';
import { figureOf } from '../figure';
import { useDashboard } from '../hooks/use-dashboard';
import { ActivityChart } from './activity-chart';
import { RecentActivities } from './recent-activities';
import { StatCard } from '../../../components/ui/stat-card';
import { StatusBreakdown } from './status-breakdown';

const PROVIDER_QUERIES = {
  useSummary: useProviderDashboard,
  useStats: useProviderEnhancedStats,
  useAnalytics: useProviderAnalytics,
};

/** The provider home's figures: open jobs, applications, interviews, hires; charts and recent activity. */
export function ProviderDashboard() {
  const { t } = useTranslation('dashboard');
  const { dashboard, stats, activities, chart } = useDashboard('provider', PROVIDER_QUERIES);

  const summary = dashboard.data;
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
        <StatCard
          label={t('provider.stats.openJobs')}
          value={figureOf(dashboard, (data) => data.open_jobs)}
          detail={summary === undefined ? undefined : t('provider.stats.openJobsDetail', summary.jobs)}
          icon={<IconBriefcase size={22} />}
          color="blue"
        />
        <StatCard
          label={t('provider.stats.applications')}
          value={figureOf(dashboard, (data) => data.applications.total)}
          detail={t('provider.stats.applicationsDetail', { count: summary?.applications.submitted ?? 0 })}
          icon={<IconInbox size={22} />}
          color="cyan"
        />
        <StatCard
          label={t('provider.stats.interviews')}
          value={figureOf(stats, (data) => data.interviews_this_month)}
          detail={t('provider.stats.interviewsDetail', { count: summary?.cv_actions.pending ?? 0 })}
          icon={<IconCalendarEvent size={22} />}
          color="grape"
        />
        <StatCard
          label={t('provider.stats.hires')}
          value={figureOf(dashboard, (data) => data.hires.current)}
          detail={t('provider.stats.hiresDetail', {
            total: summary?.hires.total ?? 0,
            month: stats.data?.hires_this_month ?? 0,
          })}
          icon={<IconUserCheck size={22} />}
          color="teal"
        />
      </SimpleGrid>

      <ActivityChart
        {...chart}
        lines={{
          applications_received: { label: t('provider.series.applications_received'), color: 'blue.6' },
          actions_taken: { label: t('provider.series.actions_taken'), color: 'grape.6' },
          hires: { label: t('provider.series.hires'), color: 'teal.6' },
        }}
      />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <StatusBreakdown
          title={t('charts.applicationsByStatus')}
          counts={summary?.applications}
          isError={dashboard.isError}
          emptyText={t('provider.emptyApplications')}
        />
        <RecentActivities side="provider" activities={activities.data} isError={activities.isError} />
      </SimpleGrid>
    </Stack>
  );
}
