import { cvLanguageSchema, type CvLanguage, type CvLanguagesBulkRequest } from '@hireway/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '../../../lib/api-client';
import { CV_KEY } from '../sections';

/** POST /seeker/cv/languages/bulk: the whole list at once, replacing the old one. */
export const saveLanguages = (body: CvLanguagesBulkRequest): Promise<CvLanguage[]> =>
  apiRequest('/seeker/cv/languages/bulk', { method: 'POST', body, schema: z.array(cvLanguageSchema) });

export const useSaveLanguagesMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLanguages,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CV_KEY }),
  });
};
