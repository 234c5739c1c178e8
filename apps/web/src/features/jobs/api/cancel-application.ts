import { seekerApplicationSchema, type SeekerApplication } from '@hireway/shared';

import { postAction, useRefreshingMutation } from '../../../lib/mutations';
import { seekerJobsKey } from './keys';

/** POST /seeker/jobs/{id}/cancel: withdraw the submitted application for the job. */
export const cancelApplication = (jobId: string): Promise<SeekerApplication> =>
  postAction(`/seeker/jobs/${encodeURIComponent(jobId)}/cancel`, seekerApplicationSchema);

export const useCancelApplicationMutation = () => useRefreshingMutation(cancelApplication, seekerJobsKey);
