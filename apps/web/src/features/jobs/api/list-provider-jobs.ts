import {
  DEFAULT_PAGE_SIZE,
  providerJobListResponseSchema,
  type PROVIDER_JOB_LIST_STATUSES,
  type ProviderJobListResponse,
} from '@hireway/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequestPage } from '../../../lib/api-client';
import { providerJobsKey } from './keys';

export type ProviderJobFilter = (typeof PROVIDER_JOB_LIST_STATUSES)[number];

export interface ProviderJobListParams {
  page: number;
  status: ProviderJobFilter | null;
}

/** GET /provider/jobs: the provider's own jobs, newest first, with application counts. */
export const listProviderJobs = ({ page, status }: ProviderJobListParams): Promise<ProviderJobListResponse> =>
  apiRequestPage('/provider/jobs', {
    query: { page, per_page: DEFAULT_PAGE_SIZE, status },
    schema: providerJobListResponseSchema,
  });

export const providerJobsQueryOptions = (params: ProviderJobListParams) =>
  queryOptions({
    queryKey: [...providerJobsKey, 'list', params],
    queryFn: () => listProviderJobs(params),
    placeholderData: keepPreviousData,
  });

export const useProviderJobs = (params: ProviderJobListParams) => useQuery(providerJobsQueryOptions(params));
