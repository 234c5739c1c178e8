import { employmentSchema, type Employment, type ResignRequest } from '@hireway/shared';

import { postAction, useRefreshingMutation } from '../../../lib/mutations';
import { HIRING_KEY } from './list-my-jobs';

export interface ResignInput {
  employmentId: string;
  request: ResignRequest;
}

/** POST /seeker/jobs/{id}/resign ({id}: the employment), with a reason for the employer. */
export const resign = ({ employmentId, request }: ResignInput): Promise<Employment> =>
  postAction(`/seeker/jobs/${encodeURIComponent(employmentId)}/resign`, employmentSchema, request);

export const useResignMutation = () => useRefreshingMutation(resign, HIRING_KEY);
