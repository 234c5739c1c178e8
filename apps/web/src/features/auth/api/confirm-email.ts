import { useMutation } from '@tanstack/react-query';

import { apiRequest, bearer } from '../../../lib/api-client';
import { loadAuthSchemas } from './load-schemas';

/** POST /auth/confirm-email: the bearer is the confirm token of the e-mailed link. */
export const confirmEmail = (confirmToken: string): Promise<{ message: string }> =>
  apiRequest('/auth/confirm-email', {
    method: 'POST',
    headers: bearer(confirmToken),
    schema: () => loadAuthSchemas().then((schemas) => schemas.messageSchema),
  });

export const useConfirmEmailMutation = () => useMutation({ mutationFn: confirmEmail });
