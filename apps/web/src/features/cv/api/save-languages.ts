import { cvLanguageSchema, type CvLanguage, type CvLanguagesBulkRequest } from '@hireway/shared';
import { z } from 'zod';

import { apiRequest } from '../../../lib/api-client';
import { useCvMutation } from './use-cv-mutation';

/** POST /seeker/cv/languages/bulk: the whole list at once, replacing the old one. */
export const saveLanguages = (body: CvLanguagesBulkRequest): Promise<CvLanguage[]> =>
  apiRequest('/seeker/cv/languages/bulk', { method: 'POST', body, schema: z.array(cvLanguageSchema) });

export const useSaveLanguagesMutation = () => useCvMutation(saveLanguages);
