import { DEFAULT_PAGE_SIZE, jobApplicationListResponseSchema, type JobApplicationListResponse } from '@hireway/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequestPage } from '../../../lib/api-client';
import { providerJobsKey } from './keys';

/** GET /provider/jobs/{id}/applications: a job's applications with each applicant's CV summary. */
export const listJobApplications = (jobId: string, page: number): Promise<JobApplicationListResponse> =>
  apiRequestPage(`/provider/jobs/${encodeURIComponent(jobId)}/applications`, {
    query: { page, per_page: DEFAULT_PAGE_SIZE },
    schema: jobApplicationListResponseSchema,
  });

export const jobApplicationsQueryOptions = (jobId: string, page: number) =>
  queryOptions({
    queryKey: [...providerJobsKey, 'applications', jobId, page],
    queryFn: () => listJobApplications(jobId, page),
    placeholderData: keepPreviousData,
  });

export const useJobApplications = (jobId: string, page: number) => useQuery(jobApplicationsQueryOptions(jobId, page));
