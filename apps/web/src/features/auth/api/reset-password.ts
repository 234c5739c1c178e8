import { messageSchema, type ResetPasswordRequest } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';

import { apiRequest, bearer } from '../../../lib/api-client';

interface ResetPasswordInput {
  resetToken: string;
  body: ResetPasswordRequest;
}

/** POST /auth/reset-password (bearer: the reset token). Every session of the account ends. */
export const resetPassword = ({ resetToken, body }: ResetPasswordInput): Promise<{ message: string }> =>
  apiRequest('/auth/reset-password', { method: 'POST', body, headers: bearer(resetToken), schema: messageSchema });

export const useResetPasswordMutation = () => useMutation({ mutationFn: resetPassword });
