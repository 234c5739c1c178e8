import type { PageAccessLogRequest } from '@hireway/shared';

import { apiRequest } from '../../../lib/api-client';
import { loadAuthSchemas } from './load-schemas';

/** Provider pages are logged (spec section 2); a failed log must never disturb the user. */
export const logPageAccess = async (body: PageAccessLogRequest): Promise<void> => {
  try {
    await apiRequest('/auth/logs', {
      method: 'POST',
      body,
      schema: () => loadAuthSchemas().then((schemas) => schemas.anyAnswerSchema),
    });
  } catch {
    // Logging is best effort.
  }
};
