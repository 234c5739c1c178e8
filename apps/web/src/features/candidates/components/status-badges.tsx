import type { CvActionStatus, EmploymentStatus } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { StatusBadge } from '../../../components/ui/status-badge';

/** A CV action's status in the spec's status colours. */
export function CvActionStatusBadge({ status }: { status: CvActionStatus }) {
  const { t } = useTranslation('candidates');
  return <StatusBadge status={status}>{t(`actionStatus.${status}`)}</StatusBadge>;
}

/** An employment's status in the spec's status colours. */
export function EmploymentStatusBadge({ status }: { status: EmploymentStatus }) {
  const { t } = useTranslation('candidates');
  return <StatusBadge status={status}>{t(`employmentStatus.${status}`)}</StatusBadge>;
}
