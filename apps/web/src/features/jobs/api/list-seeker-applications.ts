import {
  DEFAULT_PAGE_SIZE,
  seekerApplicationListResponseSchema,
  type SeekerApplicationListResponse,
} from '@hireway/shared';

import { getPage, usePageQuery } from '../../../lib/pages';
import { seekerJobsKey } from './keys';

/** GET /seeker/jobs/applications: the seeker's applications, latest submission first. */
export const listSeekerApplications = (page: number): Promise<SeekerApplicationListResponse> =>
  getPage('/seeker/jobs/applications', seekerApplicationListResponseSchema, { page, per_page: DEFAULT_PAGE_SIZE });

export const useSeekerApplications = (page: number) =>
  usePageQuery([...seekerJobsKey, 'applications', page], () => listSeekerApplications(page));
