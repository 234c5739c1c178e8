import { messageSchema, type ChangePasswordRequest } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

/** POST /auth/password/change: this session stays, every other one ends. */
export const changePassword = (body: ChangePasswordRequest): Promise<{ message: string }> =>
  apiRequest('/auth/password/change', { method: 'POST', body, schema: messageSchema });

export const useChangePasswordMutation = () => useMutation({ mutationFn: changePassword });
