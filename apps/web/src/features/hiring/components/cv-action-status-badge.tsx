import { type CvActionStatus } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { StatusBadge } from '../../../components/ui/status-badge';

/** Where an employer's request stands, in the spec's status colours. */
export function CvActionStatusBadge({ status }: { status: CvActionStatus }) {
  const { t } = useTranslation('jobs');
  return <StatusBadge status={status}>{t(`track.status.${status}`)}</StatusBadge>;
}
