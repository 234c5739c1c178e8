import { messageSchema } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';

import { apiRequest, bearer } from '../../../lib/api-client';

/** POST /mfa/otp/resend (bearer: the MFA token): e-mails a one-time code instead of the app's. */
export const resendMfaCode = (mfaToken: string): Promise<{ message: string }> =>
  apiRequest('/mfa/otp/resend', { method: 'POST', headers: bearer(mfaToken), schema: messageSchema });

export const useResendMfaCodeMutation = () => useMutation({ mutationFn: resendMfaCode });
