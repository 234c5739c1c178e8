import {
  cvActionListResponseSchema,
  DEFAULT_PAGE_SIZE,
  type CvActionListResponse,
  type CvActionStatus,
  type CvActionSubject,
} from '@hireway/shared';

import { getPage, usePageQuery } from '../../../lib/pages';
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
  getPage('/provider/actioned-candidates', cvActionListResponseSchema, {
    page,
    per_page: perPage,
    subject,
    status: status ?? undefined,
    candidate_id: candidateId,
  });

export const useActionedCandidates = (filter: ActionedCandidatesFilter) =>
  usePageQuery([...actionedCandidatesKey, filter], () => listActionedCandidates(filter));
