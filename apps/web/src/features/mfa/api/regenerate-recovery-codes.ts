import { recoveryCodesResponseSchema, type RecoveryCodesResponse } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

/** POST /mfa/account/recovery with the session and the password: 10 new codes, the old ones stop working. */
export const regenerateRecoveryCodes = (password: string): Promise<RecoveryCodesResponse> =>
  apiRequest('/mfa/account/recovery', { method: 'POST', body: { password }, schema: recoveryCodesResponseSchema });

export const useRegenerateRecoveryCodesMutation = () => useMutation({ mutationFn: regenerateRecoveryCodes });
