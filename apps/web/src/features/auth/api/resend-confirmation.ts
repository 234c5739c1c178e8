import { messageSchema } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

/** POST /auth/account/confirmation/resend: the same answer for any address. */
export const resendConfirmation = (email: string): Promise<{ message: string }> =>
  apiRequest('/auth/account/confirmation/resend', {
    method: 'POST',
    body: { email },
    schema: messageSchema,
    withToken: false,
  });

export const useResendConfirmationMutation = () => useMutation({ mutationFn: resendConfirmation });
