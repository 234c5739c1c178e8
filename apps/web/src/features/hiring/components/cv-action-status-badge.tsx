import { Badge } from '@mantine/core';
import { type CvActionStatus, statusMantineColor } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

/** Where an employer's request stands, in the spec's status colours. */
export function CvActionStatusBadge({ status }: { status: CvActionStatus }) {
  const { t } = useTranslation('jobs');
  return (
    <Badge color={statusMantineColor(status)} variant="light">
      {t(`track.status.${status}`)}
    </Badge>
  );
}
