import { useState } from 'react';
import { useParams } from 'react-router';

import { EmployModal, type EmploySource } from '../../../../features/candidates/components/employ-modal';
import { JobApplications } from '../../../../features/jobs/components/job-applications';

/** /provider/jobs/{job_id}/applications: the applicants with a CV summary; accept or reject, then employ. */
export function Component() {
  const { jobId = '' } = useParams();
  const [employing, setEmploying] = useState<EmploySource | null>(null);
  return (
    <>
      <JobApplications jobId={jobId} onEmploy={setEmploying} />
      <EmployModal source={employing} onClose={() => setEmploying(null)} />
    </>
  );
}
