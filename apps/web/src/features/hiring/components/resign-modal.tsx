import { EMPLOYMENT_REASON_MAX, resignRequestSchema } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { ReasonModal } from '../../../components/ui/reason-modal';
import { useResignMutation } from '../api/resign';

interface ResignModalProps {
  employmentId: string | null;
  onClose: () => void;
  onResigned: () => void;
}

/** Ask to resign from an employment, with a reason the employer reads. */
export function ResignModal({ employmentId, onClose, onResigned }: ResignModalProps) {
  const { t } = useTranslation('hiring');
  const resign = useResignMutation();
  return (
    <ReasonModal
      opened={employmentId !== null}
      onClose={onClose}
      title={t('myJobs.resignTitle')}
      cancelLabel={t('myJobs.cancel')}
      submitLabel={t('myJobs.resign')}
      reason={{ label: t('myJobs.reason'), description: t('myJobs.reasonHint'), maxLength: EMPLOYMENT_REASON_MAX }}
      schema={resignRequestSchema}
      send={(request) => resign.mutateAsync({ employmentId: employmentId ?? '', request })}
      onDone={onResigned}
    />
  );
}
