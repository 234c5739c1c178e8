import { useParams } from 'react-router';

import { UserDetail } from '../../../features/admin-users/components/user-detail';

/** /admin/users/:userId: one account in full, with the admin's actions on it. */
export function Component() {
  const { userId = '' } = useParams();
  return <UserDetail userId={userId} />;
}
