import {
  DEFAULT_PAGE_SIZE,
  providerJobListResponseSchema,
  type PROVIDER_JOB_LIST_STATUSES,
  type ProviderJobListResponse,
} from '@hireway/shared';

import { getPage, usePageQuery } from '../../../lib/pages';
import { providerJobsKey } from './keys';

export type ProviderJobFilter = (typeof PROVIDER_JOB_LIST_STATUSES)[number];

export interface ProviderJobListParams {
  page: number;
  status: ProviderJobFilter | null;
}

/** GET /provider/jobs: the provider's own jobs, newest first, with application counts. */
export const listProviderJobs = ({ page, status }: ProviderJobListParams): Promise<ProviderJobListResponse> =>
  getPage('/provider/jobs', providerJobListResponseSchema, { page, per_page: DEFAULT_PAGE_SIZE, status });

export const useProviderJobs = (params: ProviderJobListParams) =>
  usePageQuery([...providerJobsKey, 'list', params], () => listProviderJobs(params));
