import { formatDate } from '@hireway/shared';
import { SimpleGrid, Stack } from '@mantine/core';
import { IconBriefcase, IconCalendarEvent, IconClipboardList, IconFileDescription } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useSeekerAnalytics } from '../api/get-analytics';
import { useSeekerDashboard } from '../api/get-dashboard';
import { useSeekerEnhancedStats } from '../api/get-enhanced-stats';
import { figureOf } from '../figure';
import { useDashboard } from '../hooks/use-dashboard';
import { ActivityChart } from './activity-chart';
import { RecentActivities } from './recent-activities';
import { StatCard } from '../../../components/ui/stat-card';
import { StatusBreakdown } from './status-breakdown';

const SEEKER_QUERIES = {
  useSummary: useSeekerDashboard,
  useStats: useSeekerEnhancedStats,
  useAnalytics: useSeekerAnalytics,
};

/** The seeker home's figures: applications, interviews, document requests, the job; charts and recent activity. */
export function SeekerDashboard({ cvCard }: { cvCard: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const { dashboard, stats, activities, chart } = useDashboard('seeker', SEEKER_QUERIES);

  const counts = dashboard.data?.applications;
  const employment = dashboard.data?.active_employment;
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
        <StatCard
          label={t('seeker.stats.applications')}
          value={figureOf(dashboard, (data) => data.applications.total)}
          detail={counts === undefined ? undefined : t('seeker.stats.applicationsDetail', counts)}
          icon={<IconClipboardList size={22} />}
          color="blue"
        />
        <StatCard
          label={t('seeker.stats.interviews')}
          value={figureOf(stats, (data) => data.interviews_this_month)}
          detail={t('seeker.stats.interviewsDetail', { count: stats.data?.shortlisted_count ?? 0 })}
          icon={<IconCalendarEvent size={22} />}
          color="grape"
        />
        <StatCard
          label={t('seeker.stats.documents')}
          value={figureOf(stats, (data) => data.pending_document_requests)}
          detail={t('seeker.stats.documentsDetail')}
          icon={<IconFileDescription size={22} />}
          color="orange"
        />
        <StatCard
          label={t('seeker.stats.employment')}
          value={figureOf(dashboard, (data) => data.active_employment?.position ?? t('seeker.stats.notEmployed'))}
          detail={
            employment
              ? t('seeker.stats.employedAt', {
                  company: employment.company_name,
                  date: formatDate(employment.start_date),
                })
              : t('seeker.stats.notEmployedDetail')
          }
          icon={<IconBriefcase size={22} />}
          color="teal"
          compact
        />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {cvCard}
        <StatusBreakdown
          title={t('charts.applicationsByStatus')}
          counts={counts}
          isError={dashboard.isError}
          emptyText={t('seeker.emptyApplications')}
        />
      </SimpleGrid>

      <ActivityChart
        {...chart}
        lines={{
          applications_sent: { label: t('seeker.series.applications_sent'), color: 'blue.6' },
          responses_received: { label: t('seeker.series.responses_received'), color: 'teal.6' },
          cv_actions_received: { label: t('seeker.series.cv_actions_received'), color: 'grape.6' },
        }}
      />

      <RecentActivities side="seeker" activities={activities.data} isError={activities.isError} />
    </Stack>
  );
}
