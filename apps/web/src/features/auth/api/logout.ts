import { messageSchema } from '@hireway/shared';

import { apiRequest } from '../../../lib/api-client';

export const logout = (): Promise<{ message: string }> =>
  apiRequest('/auth/logout', { method: 'POST', schema: messageSchema });
