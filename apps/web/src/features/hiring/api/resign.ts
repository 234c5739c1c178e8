import { employmentSchema, type Employment, type ResignRequest } from '@hireway/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { HIRING_KEY } from './list-my-jobs';

export interface ResignInput {
  employmentId: string;
  request: ResignRequest;
}

/** POST /seeker/jobs/{id}/resign ({id}: the employment), with a reason for the employer. */
export const resign = ({ employmentId, request }: ResignInput): Promise<Employment> =>
  apiRequest(`/seeker/jobs/${encodeURIComponent(employmentId)}/resign`, {
    method: 'POST',
    body: request,
    schema: employmentSchema,
  });

export const useResignMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resign, onSuccess: () => queryClient.invalidateQueries({ queryKey: HIRING_KEY }) });
};
