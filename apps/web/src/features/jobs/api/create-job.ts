import { providerJobSchema, type JobCreateInput, type ProviderJob } from '@hireway/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { providerJobQueryKey } from './get-provider-job';
import { JOBS_KEY } from './keys';

/** POST /provider/jobs: a new job, as a draft or live at once. */
export const createJob = (request: JobCreateInput): Promise<ProviderJob> =>
  apiRequest('/provider/jobs', { method: 'POST', body: request, schema: providerJobSchema });

export const useCreateJobMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: async (job) => {
      queryClient.setQueryData(providerJobQueryKey(job.id), job);
      await queryClient.invalidateQueries({ queryKey: JOBS_KEY });
    },
  });
};
