import { jobApplicationStatusSchema, type JobApplicationStatus } from '@hireway/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { seekerJobsKey } from './keys';

/** GET /seeker/jobs/{id}/status: the seeker's application for the job (or null) and any employment. */
export const getApplicationStatus = (jobId: string): Promise<JobApplicationStatus> =>
  apiRequest(`/seeker/jobs/${encodeURIComponent(jobId)}/status`, { schema: jobApplicationStatusSchema });

export const applicationStatusQueryKey = (jobId: string) => [...seekerJobsKey, 'status', jobId] as const;

export const applicationStatusQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: applicationStatusQueryKey(jobId), queryFn: () => getApplicationStatus(jobId) });

export const useApplicationStatus = (jobId: string) => useQuery(applicationStatusQueryOptions(jobId));
