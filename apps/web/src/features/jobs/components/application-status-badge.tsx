import { type ApplicationStatus } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { StatusBadge } from '../../../components/ui/status-badge';

/** An application's status in the spec's status colours. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('jobs');
  return <StatusBadge status={status}>{t(`applicationStatus.${status}`)}</StatusBadge>;
}
