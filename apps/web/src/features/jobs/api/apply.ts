import { seekerApplicationSchema, type ApplyRequest, type SeekerApplication } from '@hireway/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { seekerJobsKey } from './keys';

export interface ApplyInput {
  jobId: string;
  request: ApplyRequest;
}

/** POST /seeker/jobs/{id}/apply: apply once (a cancelled application may be submitted again). */
export const applyForJob = ({ jobId, request }: ApplyInput): Promise<SeekerApplication> =>
  apiRequest(`/seeker/jobs/${encodeURIComponent(jobId)}/apply`, {
    method: 'POST',
    body: request,
    schema: seekerApplicationSchema,
  });

export const useApplyMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seekerJobsKey }),
  });
};
