import { jobApplicationSchema, type JobApplication } from '@hireway/shared';

import { postAction, useRefreshingMutation } from '../../../lib/mutations';
import { JOBS_KEY } from './keys';

/** POST /provider/jobs/{id}/accept ({id}: the application). */
export const acceptApplication = (applicationId: string): Promise<JobApplication> =>
  postAction(`/provider/jobs/${encodeURIComponent(applicationId)}/accept`, jobApplicationSchema);

export const useAcceptApplicationMutation = () => useRefreshingMutation(acceptApplication, JOBS_KEY);
