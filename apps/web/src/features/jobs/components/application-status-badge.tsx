import { Badge } from '@mantine/core';
import { statusMantineColor, type ApplicationStatus } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

/** An application's status in the spec's status colours. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('jobs');
  return (
    <Badge color={statusMantineColor(status)} variant="light">
      {t(`applicationStatus.${status}`)}
    </Badge>
  );
}
