import { mfaEnrollResponseSchema, type MfaEnrollResponse } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

/** POST /mfa/enroll (password): a new secret, its otpauth URL and a QR code (PNG data URL). */
export const enrollMfa = (password: string): Promise<MfaEnrollResponse> =>
  apiRequest('/mfa/enroll', { method: 'POST', body: { password }, schema: mfaEnrollResponseSchema });

export const useEnrollMfaMutation = () => useMutation({ mutationFn: enrollMfa });
