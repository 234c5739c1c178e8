import { cvAddressSchema, type CvAddress, type CvAddressRequest } from '@hireway/shared';

import { apiRequest } from '../../../lib/api-client';
import { useCvMutation } from './use-cv-mutation';

/** PUT /seeker/cv/address (the country and state must exist). */
export const saveCvAddress = (body: CvAddressRequest): Promise<CvAddress> =>
  apiRequest('/seeker/cv/address', { method: 'PUT', body, schema: cvAddressSchema });

export const useSaveCvAddressMutation = () => useCvMutation(saveCvAddress);
