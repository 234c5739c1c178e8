import { employmentSchema, type Employment, type TerminateEmploymentRequest } from '@hireway/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { CANDIDATES_KEY } from './keys';

/** POST /provider/my-candidates/{id}/terminate-employment: ends at once; `date` is the last day. */
export const terminateEmployment = ({
  employmentId,
  request,
}: {
  employmentId: string;
  request: TerminateEmploymentRequest;
}): Promise<Employment> =>
  apiRequest(`/provider/my-candidates/${encodeURIComponent(employmentId)}/terminate-employment`, {
    method: 'POST',
    body: request,
    schema: employmentSchema,
  });

/** POST /provider/my-candidates/{id}/accept-resignation. */
export const acceptResignation = (employmentId: string): Promise<Employment> =>
  apiRequest(`/provider/my-candidates/${encodeURIComponent(employmentId)}/accept-resignation`, {
    method: 'POST',
    schema: employmentSchema,
  });

export const useTerminateEmploymentMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: terminateEmployment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CANDIDATES_KEY }),
  });
};

export const useAcceptResignationMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptResignation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CANDIDATES_KEY }),
  });
};
