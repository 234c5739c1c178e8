import { restoreEmailResponseSchema, type RestoreEmailResponse } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

/** POST /auth/email/restore: the token of the undo link e-mailed to the old address after an e-mail change. */
export const restoreEmail = (token: string): Promise<RestoreEmailResponse> =>
  apiRequest('/auth/email/restore', { method: 'POST', body: { token }, schema: restoreEmailResponseSchema });

export const useRestoreEmailMutation = () => useMutation({ mutationFn: restoreEmail });
