import { Alert, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { BackLink } from '../../../../components/ui/back-link';
import { BlockLoader } from '../../../../components/ui/block-loader';
import { areaPaths } from '../../../../config/paths';
import { usePublicJob } from '../../../../features/jobs/api/get-public-job';
import { ApplyPanel } from '../../../../features/jobs/components/apply-panel';
import { JobDetails } from '../../../../features/jobs/components/job-details';
import { useJobOptions } from '../../../job-options';

/** /job-seeker/jobs/{job_id}: the job, and applying for it. */
export function Component() {
  const { t } = useTranslation('jobs');
  const { jobId = '' } = useParams();
  const job = usePublicJob(jobId, true);
  const { labelOf } = useJobOptions();
  return (
    <Stack gap="lg" maw={900}>
      <BackLink to={areaPaths.seekerJobs}>{t('details.back')}</BackLink>
      {job.isPending ? <BlockLoader label={t('board.loading')} /> : null}
      {job.isError ? <Alert color="red">{t('details.notFound')}</Alert> : null}
      {job.data !== undefined ? (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <JobDetails
            job={job.data}
            labelOf={labelOf}
            actions={<ApplyPanel jobId={job.data.id} jobLive={job.data.status === 'live'} />}
          />
        </Paper>
      ) : null}
    </Stack>
  );
}
