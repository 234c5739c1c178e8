import { cvActionSchema, type CvAction, type CvActionRequest, type CvActionSubject } from '@hireway/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { CANDIDATES_KEY } from './keys';

export interface CreateCvActionInput<S extends CvActionSubject = CvActionSubject> {
  candidateId: string;
  subject: S;
  request: CvActionRequest<S>;
}

/** POST /provider/candidates/{id}/action/{subject}: shortlist, invite to an interview or ask for documents. */
export const createCvAction = ({ candidateId, subject, request }: CreateCvActionInput): Promise<CvAction> =>
  apiRequest(`/provider/candidates/${encodeURIComponent(candidateId)}/action/${subject}`, {
    method: 'POST',
    body: request,
    schema: cvActionSchema,
  });

export const useCreateCvActionMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCvAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CANDIDATES_KEY }),
  });
};
