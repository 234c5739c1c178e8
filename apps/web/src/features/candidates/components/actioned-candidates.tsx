import { CV_ACTION_STATUSES, type CvAction, type CvActionStatus, type CvActionSubject } from '@hireway/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ListFrame, pagedList } from '../../../components/ui/list-frame';
import { StatusSelect } from '../../../components/ui/status-filter';
import { useListFilters } from '../../../hooks/use-list-filters';
import { PageHeader } from '../../../components/ui/page-header';
import { useActionedCandidates } from '../api/list-actioned-candidates';
import { useLiveCandidates } from '../hooks/use-live-candidates';
import { CvActionCard } from './cv-action-card';
import { EmployModal, type EmploySource } from './employ-modal';

/**
 * /provider/shortlisted, /provider/scheduled-interviews, /provider/additional-documents: the provider's CV
 * actions of one subject with the candidates' answers, filtered by status; undo, decline or employ.
 */
export function ActionedCandidates({ subject }: { subject: CvActionSubject }) {
  const { t } = useTranslation('candidates');
  const { filters, setFilter, page, setPage } = useListFilters<{ status: CvActionStatus | null }>({ status: null });
  const { status } = filters;
  const [employing, setEmploying] = useState<EmploySource | null>(null);
  const actions = useActionedCandidates({ subject, status, page });
  useLiveCandidates();
  const employ = (action: CvAction) =>
    setEmploying({ id: action.id, candidateName: `${action.candidate.first_name} ${action.candidate.last_name}` });
  const { rows, frame } = pagedList(actions, { page, onPageChange: setPage });

  return (
    <ListFrame
      {...frame}
      maw={960}
      emptyText={t(`actioned.${subject}.empty`)}
      errorText={t('errors.loadFailed')}
      header={
        <PageHeader
          title={t(`actioned.${subject}.title`)}
          subtitle={t(`actioned.${subject}.subtitle`)}
          actions={
            <StatusSelect
              label={t('actioned.status')}
              placeholder={t('actioned.allStatuses')}
              statuses={CV_ACTION_STATUSES}
              labelOf={(value) => t(`actionStatus.${value}`)}
              value={status}
              onChange={(value) => setFilter('status', value)}
            />
          }
        />
      }
      footer={<EmployModal source={employing} onClose={() => setEmploying(null)} />}
    >
      {rows.map((action) => (
        <CvActionCard key={action.id} action={action} onEmploy={employ} />
      ))}
    </ListFrame>
  );
}
