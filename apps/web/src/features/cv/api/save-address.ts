import { cvAddressSchema, type CvAddress, type CvAddressRequest } from '@hireway/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { CV_KEY } from '../sections';

/** PUT /seeker/cv/address (the country and state must exist). */
export const saveCvAddress = (body: CvAddressRequest): Promise<CvAddress> =>
  apiRequest('/seeker/cv/address', { method: 'PUT', body, schema: cvAddressSchema });

export const useSaveCvAddressMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCvAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CV_KEY }),
  });
};
