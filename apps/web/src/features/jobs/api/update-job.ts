import { providerJobSchema, type JobUpdateInput, type ProviderJob } from '@hireway/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { providerJobQueryKey } from './get-provider-job';
import { JOBS_KEY } from './keys';

export interface UpdateJobInput {
  id: string;
  request: JobUpdateInput;
}

/** PUT /provider/jobs/{id}: the whole job with its status (a move follows the state machine). */
export const updateJob = ({ id, request }: UpdateJobInput): Promise<ProviderJob> =>
  apiRequest(`/provider/jobs/${encodeURIComponent(id)}`, { method: 'PUT', body: request, schema: providerJobSchema });

export const useUpdateJobMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: async (job) => {
      queryClient.setQueryData(providerJobQueryKey(job.id), job);
      await queryClient.invalidateQueries({ queryKey: JOBS_KEY });
    },
  });
};
