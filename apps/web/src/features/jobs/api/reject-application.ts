import { jobApplicationSchema, type JobApplication, type RejectApplicationRequest } from '@hireway/shared';

import { postAction, useRefreshingMutation } from '../../../lib/mutations';
import { JOBS_KEY } from './keys';

export interface RejectInput {
  applicationId: string;
  request: RejectApplicationRequest;
}

/** POST /provider/jobs/{id}/reject ({id}: the application), with a reason shown to the seeker. */
export const rejectApplication = ({ applicationId, request }: RejectInput): Promise<JobApplication> =>
  postAction(`/provider/jobs/${encodeURIComponent(applicationId)}/reject`, jobApplicationSchema, request);

export const useRejectApplicationMutation = () => useRefreshingMutation(rejectApplication, JOBS_KEY);
