import { seekerApplicationSchema, type SeekerApplication } from '@hireway/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { seekerJobsKey } from './keys';

/** POST /seeker/jobs/{id}/cancel: withdraw the submitted application for the job. */
export const cancelApplication = (jobId: string): Promise<SeekerApplication> =>
  apiRequest(`/seeker/jobs/${encodeURIComponent(jobId)}/cancel`, { method: 'POST', schema: seekerApplicationSchema });

export const useCancelApplicationMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seekerJobsKey }),
  });
};
