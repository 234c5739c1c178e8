import { cvActionSchema, type CvAction, type CvActionRequest, type CvActionSubject } from '@hireway/shared';

import { postAction, useRefreshingMutation } from '../../../lib/mutations';
import { CANDIDATES_KEY } from './keys';

export interface CreateCvActionInput<S extends CvActionSubject = CvActionSubject> {
  candidateId: string;
  subject: S;
  request: CvActionRequest<S>;
}

/** POST /provider/candidates/{id}/action/{subject}: shortlist, invite to an interview or ask for documents. */
export const createCvAction = ({ candidateId, subject, request }: CreateCvActionInput): Promise<CvAction> =>
  postAction(`/provider/candidates/${encodeURIComponent(candidateId)}/action/${subject}`, cvActionSchema, request);

export const useCreateCvActionMutation = () => useRefreshingMutation(createCvAction, CANDIDATES_KEY);
