import { messageSchema } from '@hireway/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { JOBS_KEY } from './keys';

/** DELETE /provider/jobs/{id}: a never-published draft goes for good, any other job is marked deleted. */
export const deleteJob = (id: string): Promise<{ message: string }> =>
  apiRequest(`/provider/jobs/${encodeURIComponent(id)}`, { method: 'DELETE', schema: messageSchema });

export const useDeleteJobMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
};
