import { messageSchema } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

/** POST /auth/request-password-reset: the same answer for any address (the link is e-mailed). */
export const requestPasswordReset = (email: string): Promise<{ message: string }> =>
  apiRequest('/auth/request-password-reset', {
    method: 'POST',
    body: { email },
    schema: messageSchema,
    withToken: false,
  });

export const useRequestPasswordResetMutation = () => useMutation({ mutationFn: requestPasswordReset });
