import { candidateDetailSchema, type CandidateDetail } from '@hireway/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { candidateDetailKey } from './keys';

/** GET /provider/candidates/{id}: the whole CV, contact details once visible, and what the provider has with them. */
export const getCandidate = (id: string): Promise<CandidateDetail> =>
  apiRequest(`/provider/candidates/${encodeURIComponent(id)}`, { schema: candidateDetailSchema });

export const candidateQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...candidateDetailKey, id], queryFn: () => getCandidate(id) });

export const useCandidate = (id: string) => useQuery(candidateQueryOptions(id));
