import {
  DEFAULT_PAGE_SIZE,
  employmentListResponseSchema,
  type EmploymentListResponse,
  type EmploymentStatus,
} from '@hireway/shared';

import { getPage, usePageQuery } from '../../../lib/pages';
import { myCandidatesKey } from './keys';

export interface MyCandidatesFilter {
  status: EmploymentStatus | null;
  page: number;
}

/** GET /provider/my-candidates: the provider's employees, newest first. */
export const listMyCandidates = ({ status, page }: MyCandidatesFilter): Promise<EmploymentListResponse> =>
  getPage('/provider/my-candidates', employmentListResponseSchema, {
    page,
    per_page: DEFAULT_PAGE_SIZE,
    status: status ?? undefined,
  });

export const useMyCandidates = (filter: MyCandidatesFilter) =>
  usePageQuery([...myCandidatesKey, filter], () => listMyCandidates(filter));
