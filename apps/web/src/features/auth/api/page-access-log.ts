import type { PageAccessLogRequest } from '@hireway/shared';
import { z } from 'zod';

import { apiRequest } from '../../../lib/api-client';

/** Provider pages are logged (spec section 2); a failed log must never disturb the user. */
export const logPageAccess = async (body: PageAccessLogRequest): Promise<void> => {
  try {
    await apiRequest('/auth/logs', { method: 'POST', body, schema: z.unknown() });
  } catch {
    // Logging is best effort.
  }
};
