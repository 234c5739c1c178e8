import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { PageHeader } from '../../../components/ui/page-header';
import { seekerTrackPath } from '../../../config/paths';

export const TRACK_TABS = ['job-applications', 'additional-documents', 'interview-requests'] as const;
export type TrackTab = (typeof TRACK_TABS)[number];

/** The heading of /job-seeker/track and its three parts as tabs, each part its own route. */
export function TrackHeader({ current }: { current: TrackTab }) {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <PageHeader title={t('track.heading')} subtitle={t(`track.tabs.${current}.subtitle`)} />
      <Tabs
        value={current}
        onChange={(value) => {
          const tab = TRACK_TABS.find((candidate) => candidate === value);
          if (tab !== undefined && tab !== current) void navigate(seekerTrackPath(tab));
        }}
      >
        <Tabs.List aria-label={t('track.heading')}>
          {TRACK_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`track.tabs.${tab}.label`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </Stack>
  );
}
