import { jobApplicationSchema, type JobApplication } from '@hireway/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { JOBS_KEY } from './keys';

/** POST /provider/jobs/{id}/accept ({id}: the application). */
export const acceptApplication = (applicationId: string): Promise<JobApplication> =>
  apiRequest(`/provider/jobs/${encodeURIComponent(applicationId)}/accept`, {
    method: 'POST',
    schema: jobApplicationSchema,
  });

export const useAcceptApplicationMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
};
