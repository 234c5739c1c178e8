import { recoveryCodesResponseSchema, type RecoveryCodesResponse } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

/** POST /mfa/activate: the app's first code turns MFA on; answers with 10 recovery codes, shown once. */
export const activateMfa = (code: string): Promise<RecoveryCodesResponse> =>
  apiRequest('/mfa/activate', { method: 'POST', body: { code }, schema: recoveryCodesResponseSchema });

export const useActivateMfaMutation = () => useMutation({ mutationFn: activateMfa });
