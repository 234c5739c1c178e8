import type { PublicJobListResponse } from '@hireway/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequestPage } from '../../../lib/api-client';
import type { PublicJobListParams } from '../board-params';
import { publicJobsKey } from './keys';
import { loadPublicJobSchemas } from './load-public-schemas';

export type { PublicJobListParams };

/** GET /jobs: live jobs, searched, filtered, sorted and paged. */
export const listPublicJobs = (params: PublicJobListParams, withToken: boolean): Promise<PublicJobListResponse> =>
  apiRequestPage('/jobs', {
    query: {
      page: params.page,
      cursor: params.cursor ?? undefined,
      per_page: params.perPage,
      q: params.q.trim() === '' ? undefined : params.q.trim(),
      category: params.category,
      employment_type: params.employmentType,
      location_type: params.locationType,
      country_code: params.countryCode,
      salary_min: params.salaryMin,
      sort: params.sort,
    },
    schema: () => loadPublicJobSchemas().then((schemas) => schemas.publicJobListResponseSchema),
    withToken,
  });

export const publicJobsQueryOptions = (params: PublicJobListParams, withToken = false) =>
  queryOptions({
    queryKey: [...publicJobsKey, 'list', params],
    queryFn: () => listPublicJobs(params, withToken),
    placeholderData: keepPreviousData,
  });

export const usePublicJobs = (params: PublicJobListParams, withToken = false) =>
  useQuery(publicJobsQueryOptions(params, withToken));
