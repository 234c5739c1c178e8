import {
  DEFAULT_PAGE_SIZE,
  employmentListResponseSchema,
  type EmploymentListResponse,
  type EmploymentStatus,
} from '@hireway/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequestPage } from '../../../lib/api-client';
import { myCandidatesKey } from './keys';

export interface MyCandidatesFilter {
  status: EmploymentStatus | null;
  page: number;
}

/** GET /provider/my-candidates: the provider's employees, newest first. */
export const listMyCandidates = ({ status, page }: MyCandidatesFilter): Promise<EmploymentListResponse> =>
  apiRequestPage('/provider/my-candidates', {
    query: { page, per_page: DEFAULT_PAGE_SIZE, status: status ?? undefined },
    schema: employmentListResponseSchema,
  });

export const myCandidatesQueryOptions = (filter: MyCandidatesFilter) =>
  queryOptions({
    queryKey: [...myCandidatesKey, filter],
    queryFn: () => listMyCandidates(filter),
    placeholderData: keepPreviousData,
  });

export const useMyCandidates = (filter: MyCandidatesFilter) => useQuery(myCandidatesQueryOptions(filter));
