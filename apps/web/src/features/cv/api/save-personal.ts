import { cvPersonalSchema, type CvPersonal, type CvPersonalRequest } from '@hireway/shared';

import { apiRequest } from '../../../lib/api-client';
import { useCvMutation } from './use-cv-mutation';

/** PUT /seeker/cv/personal: headline, professional profile, desired job, experience, availability. */
export const savePersonal = (body: CvPersonalRequest): Promise<CvPersonal> =>
  apiRequest('/seeker/cv/personal', { method: 'PUT', body, schema: cvPersonalSchema });

export const useSavePersonalMutation = () => useCvMutation(savePersonal);
