import { type UserStatus } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { StatusBadge } from '../../../components/ui/status-badge';

/** active (success) or suspended (danger: 'banned' and the like in the shared colours). */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('admin');
  return <StatusBadge status={status === 'suspended' ? 'banned' : status}>{t(`users.status.${status}`)}</StatusBadge>;
}
