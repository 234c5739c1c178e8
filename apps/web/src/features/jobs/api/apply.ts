import { seekerApplicationSchema, type ApplyRequest, type SeekerApplication } from '@hireway/shared';

import { postAction, useRefreshingMutation } from '../../../lib/mutations';
import { seekerJobsKey } from './keys';

export interface ApplyInput {
  jobId: string;
  request: ApplyRequest;
}

/** POST /seeker/jobs/{id}/apply: apply once (a cancelled application may be submitted again). */
export const applyForJob = ({ jobId, request }: ApplyInput): Promise<SeekerApplication> =>
  postAction(`/seeker/jobs/${encodeURIComponent(jobId)}/apply`, seekerApplicationSchema, request);

export const useApplyMutation = () => useRefreshingMutation(applyForJob, seekerJobsKey);
