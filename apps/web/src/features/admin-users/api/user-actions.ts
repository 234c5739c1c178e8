import { type AdminPermissionRequest, adminUserDetailSchema, type AdminUserDetail } from '@hireway/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { adminUserQueryKey } from './get-user';
import { ADMIN_USERS_KEY } from './list-users';

/** Every admin action on an account, each answering the account as it now is. */
export type AdminUserAction =
  | { kind: 'suspend'; reason: string }
  | { kind: 'reinstate' }
  | { kind: 'add-permission'; entry: AdminPermissionRequest }
  | { kind: 'remove-permission'; permissionId: string }
  | { kind: 'password-reset'; invalidatePassword: boolean }
  | { kind: 'mfa-reset' };

export function runAdminUserAction(id: string, action: AdminUserAction): Promise<AdminUserDetail> {
  const base = `/admin/users/${encodeURIComponent(id)}`;
  const post = (path: string, body?: unknown) =>
    apiRequest(`${base}${path}`, { method: 'POST', body, schema: adminUserDetailSchema });
  switch (action.kind) {
    case 'suspend':
      return post('/suspend', { reason: action.reason });
    case 'reinstate':
      return post('/reinstate');
    case 'add-permission':
      return post('/permissions', action.entry);
    case 'remove-permission':
      return apiRequest(`${base}/permissions/${encodeURIComponent(action.permissionId)}`, {
        method: 'DELETE',
        schema: adminUserDetailSchema,
      });
    case 'password-reset':
      return post('/password-reset', { invalidate_password: action.invalidatePassword });
    case 'mfa-reset':
      return post('/mfa/reset');
  }
}

export const useAdminUserAction = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AdminUserAction) => runAdminUserAction(id, action),
    onSuccess: async (user) => {
      queryClient.setQueryData(adminUserQueryKey(id), user);
      await queryClient.invalidateQueries({ queryKey: [...ADMIN_USERS_KEY, 'list'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
};
