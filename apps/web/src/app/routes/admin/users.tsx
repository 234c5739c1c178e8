import { UserTable } from '../../../features/admin-users/components/user-table';

/** /admin/users: every account, searched by text and filtered by group and status. */
export function Component() {
  return <UserTable />;
}
