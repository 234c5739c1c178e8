import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ListFrame, pagedList } from '../../../components/ui/list-frame';
import { type TrackRequestTab, useSeekerCvActions } from '../api/list-cv-actions';
import { useLiveHiring } from '../hooks/use-live-hiring';
import { CvActionCard } from './cv-action-card';
import { TrackHeader } from './track-tabs';

/** A track tab of employers' requests (documents or interviews): newest first, live, each with its answer form. */
export function TrackRequestList({ tab }: { tab: TrackRequestTab }) {
  const { t } = useTranslation('jobs');
  const [page, setPage] = useState(1);
  const actions = useSeekerCvActions(tab, page);
  const { rows, frame } = pagedList(actions, { page, onPageChange: setPage });
  useLiveHiring();
  return (
    <ListFrame
      {...frame}
      maw={900}
      emptyText={t(`track.tabs.${tab}.empty`)}
      errorText={t('track.failed')}
      loadingLabel={t('board.loading')}
      header={<TrackHeader current={tab} />}
    >
      {rows.map((action) => (
        <CvActionCard key={action.id} action={action} />
      ))}
    </ListFrame>
  );
}
