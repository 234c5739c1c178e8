import { Navigate } from 'react-router';

import { areaPaths } from '../../../../config/paths';

/** /job-seeker/track: its first part, the job applications. */
export function Component() {
  return <Navigate to={areaPaths.seekerApplications} replace />;
}
