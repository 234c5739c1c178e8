import { DEFAULT_PAGE_SIZE, employmentListResponseSchema, type EmploymentListResponse } from '@hireway/shared';

import { getPage, usePageQuery } from '../../../lib/pages';

export const HIRING_KEY = ['hiring'] as const;

/** GET /seeker/jobs/my-jobs: the seeker's employments, newest first. */
export const listMyJobs = (page: number): Promise<EmploymentListResponse> =>
  getPage('/seeker/jobs/my-jobs', employmentListResponseSchema, { page, per_page: DEFAULT_PAGE_SIZE });

export const useMyJobs = (page: number) => usePageQuery([...HIRING_KEY, 'my-jobs', page], () => listMyJobs(page));
