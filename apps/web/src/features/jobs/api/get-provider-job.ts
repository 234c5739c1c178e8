import { providerJobSchema, type ProviderJob } from '@hireway/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { providerJobsKey } from './keys';

/** GET /provider/jobs/{id}: one of the provider's jobs with its markdown description. */
export const getProviderJob = (id: string): Promise<ProviderJob> =>
  apiRequest(`/provider/jobs/${encodeURIComponent(id)}`, { schema: providerJobSchema });

export const providerJobQueryKey = (id: string) => [...providerJobsKey, 'detail', id] as const;

export const providerJobQueryOptions = (id: string) =>
  queryOptions({ queryKey: providerJobQueryKey(id), queryFn: () => getProviderJob(id) });

export const useProviderJob = (id: string) => useQuery(providerJobQueryOptions(id));
