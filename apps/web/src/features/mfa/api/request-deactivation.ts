import { messageSchema } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

/** POST /mfa/deactivate-request (password): a confirmation code is e-mailed. */
export const requestMfaDeactivation = (password: string): Promise<{ message: string }> =>
  apiRequest('/mfa/deactivate-request', { method: 'POST', body: { password }, schema: messageSchema });

export const useRequestMfaDeactivationMutation = () => useMutation({ mutationFn: requestMfaDeactivation });
