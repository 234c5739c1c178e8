import {
  cvActionListResponseSchema,
  DEFAULT_PAGE_SIZE,
  type CvActionListResponse,
  type CvActionStatus,
  type CvActionSubject,
} from '@hireway/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequestPage } from '../../../lib/api-client';
import { actionedCandidatesKey } from './keys';

export interface ActionedCandidatesFilter {
  subject?: CvActionSubject;
  status?: CvActionStatus | null;
  /** One candidate's requests (the candidate page). */
  candidateId?: string;
  page: number;
  perPage?: number;
}

/** GET /provider/actioned-candidates: the provider's CV actions with each candidate's answer and files. */
export const listActionedCandidates = ({
  subject,
  status,
  candidateId,
  page,
  perPage = DEFAULT_PAGE_SIZE,
}: ActionedCandidatesFilter): Promise<CvActionListResponse> =>
  apiRequestPage('/provider/actioned-candidates', {
    query: { page, per_page: perPage, subject, status: status ?? undefined, candidate_id: candidateId },
    schema: cvActionListResponseSchema,
  });

export const actionedCandidatesQueryOptions = (filter: ActionedCandidatesFilter) =>
  queryOptions({
    queryKey: [...actionedCandidatesKey, filter],
    queryFn: () => listActionedCandidates(filter),
    placeholderData: keepPreviousData,
  });

export const useActionedCandidates = (filter: ActionedCandidatesFilter) =>
  useQuery(actionedCandidatesQueryOptions(filter));
