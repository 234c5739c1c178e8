import { cvPersonalSchema, type CvPersonal, type CvPersonalRequest } from '@hireway/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { CV_KEY } from '../sections';

/** PUT /seeker/cv/personal: headline, professional profile, desired job, experience, availability. */
export const savePersonal = (body: CvPersonalRequest): Promise<CvPersonal> =>
  apiRequest('/seeker/cv/personal', { method: 'PUT', body, schema: cvPersonalSchema });

export const useSavePersonalMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePersonal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CV_KEY }),
  });
};
