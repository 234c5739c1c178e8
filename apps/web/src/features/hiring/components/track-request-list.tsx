import { Alert, Pagination, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { BlockLoader } from '../../../components/ui/block-loader';
import { type TrackRequestTab, useSeekerCvActions } from '../api/list-cv-actions';
import { useLiveHiring } from '../hooks/use-live-hiring';
import { CvActionCard } from './cv-action-card';
import { TrackHeader } from './track-tabs';

/** A track tab of employers' requests (documents or interviews): newest first, live, each with its answer form. */
export function TrackRequestList({ tab }: { tab: TrackRequestTab }) {
  const { t } = useTranslation('jobs');
  const [page, setPage] = useState(1);
  const actions = useSeekerCvActions(tab, page);
  useLiveHiring();
  return (
    <Stack gap="lg" maw={900}>
      <TrackHeader current={tab} />
      {actions.isError ? <Alert color="red">{t('track.failed')}</Alert> : null}
      {actions.isPending ? <BlockLoader label={t('board.loading')} /> : null}
      {actions.data?.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t(`track.tabs.${tab}.empty`)}
        </Text>
      ) : null}
      {actions.data?.data.map((action) => (
        <CvActionCard key={action.id} action={action} />
      ))}
      {actions.data !== undefined && actions.data.meta.last_page > 1 ? (
        <Pagination total={actions.data.meta.last_page} value={page} onChange={setPage} />
      ) : null}
    </Stack>
  );
}
