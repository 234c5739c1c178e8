import { resetTokenResponseSchema } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import { apiRequest, bearer } from '../../../lib/api-client';

interface VerifyPasswordResetInput {
  resetToken: string;
  code: string;
}

/** POST /mfa/verify-password-reset-request (bearer: the reset token): swaps it for an MFA-verified one. */
export const verifyPasswordReset = ({
  resetToken,
  code,
}: VerifyPasswordResetInput): Promise<z.infer<typeof resetTokenResponseSchema>> =>
  apiRequest('/mfa/verify-password-reset-request', {
    method: 'POST',
    body: { code },
    headers: bearer(resetToken),
    schema: resetTokenResponseSchema,
  });

export const useVerifyPasswordResetMutation = () => useMutation({ mutationFn: verifyPasswordReset });
