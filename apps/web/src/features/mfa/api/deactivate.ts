import { messageSchema } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

/** POST /mfa/deactivate: the e-mailed code turns MFA off; other sessions end. */
export const deactivateMfa = (code: string): Promise<{ message: string }> =>
  apiRequest('/mfa/deactivate', { method: 'POST', body: { code }, schema: messageSchema });

export const useDeactivateMfaMutation = () => useMutation({ mutationFn: deactivateMfa });
