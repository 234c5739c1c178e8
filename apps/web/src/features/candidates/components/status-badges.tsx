import { Badge } from '@mantine/core';
import { statusMantineColor, type CvActionStatus, type EmploymentStatus } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

/** A CV action's status in the spec's status colours. */
export function CvActionStatusBadge({ status }: { status: CvActionStatus }) {
  const { t } = useTranslation('candidates');
  return (
    <Badge color={statusMantineColor(status)} variant="light">
      {t(`actionStatus.${status}`)}
    </Badge>
  );
}

/** An employment's status in the spec's status colours. */
export function EmploymentStatusBadge({ status }: { status: EmploymentStatus }) {
  const { t } = useTranslation('candidates');
  return (
    <Badge color={statusMantineColor(status)} variant="light">
      {t(`employmentStatus.${status}`)}
    </Badge>
  );
}
