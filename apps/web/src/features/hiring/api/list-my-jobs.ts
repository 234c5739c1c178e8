import { DEFAULT_PAGE_SIZE, employmentListResponseSchema, type EmploymentListResponse } from '@hireway/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequestPage } from '../../../lib/api-client';

export const HIRING_KEY = ['hiring'] as const;

/** GET /seeker/jobs/my-jobs: the seeker's employments, newest first. */
export const listMyJobs = (page: number): Promise<EmploymentListResponse> =>
  apiRequestPage('/seeker/jobs/my-jobs', {
    query: { page, per_page: DEFAULT_PAGE_SIZE },
    schema: employmentListResponseSchema,
  });

export const myJobsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...HIRING_KEY, 'my-jobs', page],
    queryFn: () => listMyJobs(page),
    placeholderData: keepPreviousData,
  });

export const useMyJobs = (page: number) => useQuery(myJobsQueryOptions(page));
