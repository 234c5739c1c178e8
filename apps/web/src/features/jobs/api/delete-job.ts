import { messageSchema } from '@hireway/shared';

import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { JOBS_KEY } from './keys';

/** DELETE /provider/jobs/{id}: a never-published draft goes for good, any other job is marked deleted. */
export const deleteJob = (id: string): Promise<{ message: string }> =>
  apiRequest(`/provider/jobs/${encodeURIComponent(id)}`, { method: 'DELETE', schema: messageSchema });

export const useDeleteJobMutation = () => useRefreshingMutation(deleteJob, JOBS_KEY);
