import { Badge } from '@mantine/core';
import { statusMantineColor, type JobStatus } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

/** A job's status in the spec's status colours (statusColor of packages/shared). */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation('jobs');
  return (
    <Badge color={statusMantineColor(status)} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
