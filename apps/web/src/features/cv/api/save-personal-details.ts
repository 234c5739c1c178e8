import { cvPersonalDetailsSchema, type CvPersonalDetails, type CvPersonalDetailsRequest } from '@hireway/shared';

import { apiRequest } from '../../../lib/api-client';
import { useCvMutation } from './use-cv-mutation';

/** PUT /seeker/cv/personal-details */
export const savePersonalDetails = (body: CvPersonalDetailsRequest): Promise<CvPersonalDetails> =>
  apiRequest('/seeker/cv/personal-details', { method: 'PUT', body, schema: cvPersonalDetailsSchema });

export const useSavePersonalDetailsMutation = () => useCvMutation(savePersonalDetails);
