import { jobApplicationSchema, type JobApplication, type RejectApplicationRequest } from '@hireway/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { JOBS_KEY } from './keys';

export interface RejectInput {
  applicationId: string;
  request: RejectApplicationRequest;
}

/** POST /provider/jobs/{id}/reject ({id}: the application), with a reason shown to the seeker. */
export const rejectApplication = ({ applicationId, request }: RejectInput): Promise<JobApplication> =>
  apiRequest(`/provider/jobs/${encodeURIComponent(applicationId)}/reject`, {
    method: 'POST',
    body: request,
    schema: jobApplicationSchema,
  });

export const useRejectApplicationMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
};
