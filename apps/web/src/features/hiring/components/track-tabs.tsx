import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { areaPaths } from '../../../config/paths';

export const TRACK_TABS = ['job-applications', 'additional-documents', 'interview-requests'] as const;
export type TrackTab = (typeof TRACK_TABS)[number];

const trackTabPath = (tab: TrackTab): string => `${areaPaths.seekerTrack}/${tab}`;

/** The heading of /job-seeker/track and its three parts as tabs, each part its own route. */
export function TrackHeader({ current }: { current: TrackTab }) {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('track.heading')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t(`track.tabs.${current}.subtitle`)}
        </Text>
      </div>
      <Tabs
        value={current}
        onChange={(value) => {
          const tab = TRACK_TABS.find((candidate) => candidate === value);
          if (tab !== undefined && tab !== current) void navigate(trackTabPath(tab));
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
