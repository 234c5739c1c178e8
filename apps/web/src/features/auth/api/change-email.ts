import { messageSchema, type ChangeEmailRequest } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

/**
 * POST /auth/email/change (ADR 0036): the new address is to be confirmed by the link sent to it, the old one gets
 * an undo link. This session stays.
 */
export const changeEmail = (body: ChangeEmailRequest): Promise<{ message: string }> =>
  apiRequest('/auth/email/change', { method: 'POST', body, schema: messageSchema });

export const useChangeEmailMutation = () => useMutation({ mutationFn: changeEmail });
