import { messageSchema } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';

import { apiRequest, bearer } from '../../../lib/api-client';

interface ConfirmPhoneInput {
  phoneToken: string;
  code: string;
}

/** POST /auth/confirm-phone (bearer: the phone token of the last verification request). */
export const confirmPhone = ({ phoneToken, code }: ConfirmPhoneInput): Promise<{ message: string }> =>
  apiRequest('/auth/confirm-phone', {
    method: 'POST',
    body: { code },
    headers: bearer(phoneToken),
    schema: messageSchema,
  });

export const useConfirmPhoneMutation = () => useMutation({ mutationFn: confirmPhone });
