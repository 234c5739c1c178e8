import { type Activity, type ActivityType, formatDate, formatTime } from '@hireway/shared';
import { Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBriefcase, IconClipboardList, IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { DashboardSide } from '../api/dashboard-keys';
import { DashboardPanel, PanelEmptyState } from './dashboard-panel';

const ICONS = { application: IconClipboardList, cv_action: IconMessageCircle, employment: IconBriefcase } as const;
const COLORS = { application: 'blue', cv_action: 'grape', employment: 'teal' } as const;

const kindOf = (type: ActivityType) => type.slice(0, type.indexOf('.')) as keyof typeof ICONS;

interface RecentActivitiesProps {
  side: DashboardSide;
  /** undefined while loading. */
  activities: readonly Activity[] | undefined;
  isError: boolean;
}

/** The latest hiring events, worded for the viewer (the API sends types and names, the web words them). */
export function RecentActivities({ side, activities, isError }: RecentActivitiesProps) {
  const { t } = useTranslation('dashboard');
  const title = t('activities.title');
  return (
    <DashboardPanel title={title}>
      {isError ? (
        <PanelEmptyState text={t('unavailable')} />
      ) : activities === undefined ? (
        <Skeleton h={120} radius="md" />
      ) : activities.length === 0 ? (
        <PanelEmptyState text={t(`activities.empty.${side}`)} />
      ) : (
        <Stack gap="sm" component="ul" aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {activities.map((activity) => {
            const kind = kindOf(activity.type);
            const Icon = ICONS[kind];
            return (
              <Group key={activity.id} gap="sm" wrap="nowrap" align="flex-start" component="li">
                <ThemeIcon variant="light" color={COLORS[kind]} size={32} radius="xl" aria-hidden>
                  <Icon size={16} />
                </ThemeIcon>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm">
                    {t(`activities.${side}.${activity.type}`, {
                      job: activity.job_title ?? t('activities.aJob'),
                      company: activity.company_name ?? t('activities.aCompany'),
                      candidate: activity.candidate_name ?? t('activities.aCandidate'),
                      subject: activity.subject === null ? '' : t(`activities.subject.${activity.subject}`),
                    })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    <time dateTime={activity.occurred_at}>
                      {formatDate(activity.occurred_at)} {formatTime(activity.occurred_at)}
                    </time>
                  </Text>
                </div>
              </Group>
            );
          })}
        </Stack>
      )}
    </DashboardPanel>
  );
}
