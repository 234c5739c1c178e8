import { Badge } from '@mantine/core';
import { statusMantineColor, type UserStatus } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

/** active (success) or suspended (danger: 'banned' and the like in the shared colours). */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={statusMantineColor(status === 'suspended' ? 'banned' : status)} variant="light">
      {t(`users.status.${status}`)}
    </Badge>
  );
}
