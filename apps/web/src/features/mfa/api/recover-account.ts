import { sessionSchema, type Session } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';

import { apiRequest, bearer } from '../../../lib/api-client';

interface RecoverAccountInput {
  mfaToken: string;
  recoveryCode: string;
}

/** POST /mfa/account/recovery with the MFA token: a recovery code instead of the lost device → a session. */
export const recoverAccount = ({ mfaToken, recoveryCode }: RecoverAccountInput): Promise<Session> =>
  apiRequest('/mfa/account/recovery', {
    method: 'POST',
    body: { recovery_code: recoveryCode },
    headers: bearer(mfaToken),
    schema: sessionSchema,
  });

export const useRecoverAccountMutation = () => useMutation({ mutationFn: recoverAccount });
