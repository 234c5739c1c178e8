import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { loadAuthSchemas } from './load-schemas';

/** POST /auth/account/confirmation/resend: the same answer for any address. */
export const resendConfirmation = (email: string): Promise<{ message: string }> =>
  apiRequest('/auth/account/confirmation/resend', {
    method: 'POST',
    body: { email },
    schema: () => loadAuthSchemas().then((schemas) => schemas.messageSchema),
    withToken: false,
  });

export const useResendConfirmationMutation = () => useMutation({ mutationFn: resendConfirmation });
