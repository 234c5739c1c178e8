import { REJECTION_REASON_MAX, rejectApplicationRequestSchema } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { ReasonModal } from '../../../components/ui/reason-modal';
import { useRejectApplicationMutation } from '../api/reject-application';

interface RejectModalProps {
  applicationId: string | null;
  onClose: () => void;
  onRejected: () => void;
}

/** Reject an application with a reason the seeker will read. */
export function RejectModal({ applicationId, onClose, onRejected }: RejectModalProps) {
  const { t } = useTranslation('jobs');
  const reject = useRejectApplicationMutation();
  return (
    <ReasonModal
      opened={applicationId !== null}
      onClose={onClose}
      title={t('applications.rejectTitle')}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('applications.reject')}
      reason={{
        label: t('applications.reason'),
        description: t('applications.reasonHint'),
        maxLength: REJECTION_REASON_MAX,
      }}
      schema={rejectApplicationRequestSchema}
      send={(request) => reject.mutateAsync({ applicationId: applicationId ?? '', request })}
      onDone={onRejected}
    />
  );
}
