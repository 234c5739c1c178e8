import { Badge } from '@mantine/core';
import { statusMantineColor, type SupportTicketStatus } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

/** A ticket's status in the spec's status colours (statusColor of packages/shared). */
export function TicketStatusBadge({ status }: { status: SupportTicketStatus }) {
  const { t } = useTranslation('support');
  return (
    <Badge color={statusMantineColor(status)} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
