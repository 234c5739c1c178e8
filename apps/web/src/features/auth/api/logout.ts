import { apiRequest } from '../../../lib/api-client';
import { loadAuthSchemas } from './load-schemas';

export const logout = (): Promise<{ message: string }> =>
  apiRequest('/auth/logout', {
    method: 'POST',
    schema: () => loadAuthSchemas().then((schemas) => schemas.messageSchema),
  });
