import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { BackLink } from '../../../../components/ui/back-link';
import { areaPaths } from '../../../../config/paths';
import { usePublicJob } from '../../../../features/jobs/api/get-public-job';
import { ApplyPanel } from '../../../../features/jobs/components/apply-panel';
import { JobDetails } from '../../../../features/jobs/components/job-details';
import { useJobOptions } from '../../../job-options';
import { LoadedCard } from '../../../layouts/content-card';

/** /job-seeker/jobs/{job_id}: the job, and applying for it. */
export function Component() {
  const { t } = useTranslation('jobs');
  const { jobId = '' } = useParams();
  const job = usePublicJob(jobId, true);
  const { labelOf } = useJobOptions();
  return (
    <Stack gap="lg" maw={900}>
      <BackLink to={areaPaths.seekerJobs}>{t('details.back')}</BackLink>
      <LoadedCard query={job} loadingLabel={t('board.loading')} failedMessage={t('details.notFound')}>
        {(loaded) => (
          <JobDetails
            job={loaded}
            labelOf={labelOf}
            actions={<ApplyPanel jobId={loaded.id} jobLive={loaded.status === 'live'} />}
          />
        )}
      </LoadedCard>
    </Stack>
  );
}
