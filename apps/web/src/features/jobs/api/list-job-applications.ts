import { DEFAULT_PAGE_SIZE, jobApplicationListResponseSchema, type JobApplicationListResponse } from '@hireway/shared';

import { getPage, usePageQuery } from '../../../lib/pages';
import { providerJobsKey } from './keys';

/** GET /provider/jobs/{id}/applications: a job's applications with each applicant's CV summary. */
export const listJobApplications = (jobId: string, page: number): Promise<JobApplicationListResponse> =>
  getPage(`/provider/jobs/${encodeURIComponent(jobId)}/applications`, jobApplicationListResponseSchema, {
    page,
    per_page: DEFAULT_PAGE_SIZE,
  });

export const useJobApplications = (jobId: string, page: number) =>
  usePageQuery([...providerJobsKey, 'applications', jobId, page], () => listJobApplications(jobId, page));
