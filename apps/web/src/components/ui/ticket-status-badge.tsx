import { type SupportTicketStatus } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { StatusBadge } from './status-badge';

/** A ticket's status in the spec's status colours (statusColor of packages/shared). */
export function TicketStatusBadge({ status }: { status: SupportTicketStatus }) {
  const { t } = useTranslation('support');
  return <StatusBadge status={status}>{t(`status.${status}`)}</StatusBadge>;
}
