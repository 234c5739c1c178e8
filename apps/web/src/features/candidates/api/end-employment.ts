import { employmentSchema, type Employment, type TerminateEmploymentRequest } from '@hireway/shared';

import { postAction, useRefreshingMutation } from '../../../lib/mutations';
import { CANDIDATES_KEY } from './keys';

/** POST /provider/my-candidates/{id}/terminate-employment: ends at once; `date` is the last day. */
export const terminateEmployment = ({
  employmentId,
  request,
}: {
  employmentId: string;
  request: TerminateEmploymentRequest;
}): Promise<Employment> =>
  postAction(
    `/provider/my-candidates/${encodeURIComponent(employmentId)}/terminate-employment`,
    employmentSchema,
    request,
  );

/** POST /provider/my-candidates/{id}/accept-resignation. */
export const acceptResignation = (employmentId: string): Promise<Employment> =>
  postAction(`/provider/my-candidates/${encodeURIComponent(employmentId)}/accept-resignation`, employmentSchema);

export const useTerminateEmploymentMutation = () => useRefreshingMutation(terminateEmployment, CANDIDATES_KEY);

export const useAcceptResignationMutation = () => useRefreshingMutation(acceptResignation, CANDIDATES_KEY);
