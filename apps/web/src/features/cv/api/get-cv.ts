import { cvSchema, type Cv } from '@hireway/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { CV_KEY } from '../sections';

/** GET /seeker/cv: the whole CV. */
export const getCv = (): Promise<Cv> => apiRequest('/seeker/cv', { schema: cvSchema });

export const cvQueryOptions = () => queryOptions({ queryKey: [...CV_KEY, 'whole'], queryFn: getCv });

export const useCv = () => useQuery(cvQueryOptions());
