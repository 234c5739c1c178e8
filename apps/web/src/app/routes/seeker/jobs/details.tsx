import { Alert, Anchor, Center, Group, Loader, Paper, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

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
      <Anchor component={Link} to={areaPaths.seekerJobs} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('details.back')}
        </Group>
      </Anchor>
      {job.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('board.loading')} />
        </Center>
      ) : null}
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
