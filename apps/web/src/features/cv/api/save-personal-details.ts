import { cvPersonalDetailsSchema, type CvPersonalDetails, type CvPersonalDetailsRequest } from '@hireway/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { CV_KEY } from '../sections';

/** PUT /seeker/cv/personal-details */
export const savePersonalDetails = (body: CvPersonalDetailsRequest): Promise<CvPersonalDetails> =>
  apiRequest('/seeker/cv/personal-details', { method: 'PUT', body, schema: cvPersonalDetailsSchema });

export const useSavePersonalDetailsMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePersonalDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CV_KEY }),
  });
};
