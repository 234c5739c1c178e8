import { type JobStatus } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { StatusBadge } from '../../../components/ui/status-badge';

/** A job's status in the spec's status colours (statusColor of packages/shared). */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation('jobs');
  return <StatusBadge status={status}>{t(`status.${status}`)}</StatusBadge>;
}
