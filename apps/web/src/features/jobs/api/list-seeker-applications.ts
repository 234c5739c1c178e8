import {
  DEFAULT_PAGE_SIZE,
  seekerApplicationListResponseSchema,
  type SeekerApplicationListResponse,
} from '@hireway/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequestPage } from '../../../lib/api-client';
import { seekerJobsKey } from './keys';

/** GET /seeker/jobs/applications: the seeker's applications, latest submission first. */
export const listSeekerApplications = (page: number): Promise<SeekerApplicationListResponse> =>
  apiRequestPage('/seeker/jobs/applications', {
    query: { page, per_page: DEFAULT_PAGE_SIZE },
    schema: seekerApplicationListResponseSchema,
  });

export const seekerApplicationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...seekerJobsKey, 'applications', page],
    queryFn: () => listSeekerApplications(page),
    placeholderData: keepPreviousData,
  });

export const useSeekerApplications = (page: number) => useQuery(seekerApplicationsQueryOptions(page));
