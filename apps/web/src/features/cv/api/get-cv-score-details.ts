import { cvScoreDetailsSchema, type CvScoreDetails } from '@hireway/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { CV_KEY } from '../sections';

/** GET /seeker/cv/score/details: the score and what each section still needs. */
export const getCvScoreDetails = (): Promise<CvScoreDetails> =>
  apiRequest('/seeker/cv/score/details', { schema: cvScoreDetailsSchema });

export const cvScoreQueryOptions = () => queryOptions({ queryKey: [...CV_KEY, 'score'], queryFn: getCvScoreDetails });

export const useCvScoreDetails = () => useQuery(cvScoreQueryOptions());
