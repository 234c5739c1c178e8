import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';

import { BackLink } from '../../../../components/ui/back-link';
import { BlockLoader } from '../../../../components/ui/block-loader';
import { areaPaths, providerJobPath } from '../../../../config/paths';
import { useProviderJob } from '../../../../features/jobs/api/get-provider-job';
import { usePublicJob } from '../../../../features/jobs/api/get-public-job';
import { JobDetails } from '../../../../features/jobs/components/job-details';
import { JobStatusActions } from '../../../../features/jobs/components/job-status-actions';
import { JobStatusBadge } from '../../../../features/jobs/components/job-status-badge';
import { useJobOptions } from '../../../job-options';
import { ContentCard } from '../../../layouts/content-card';

/** /provider/jobs/{job_id}/preview: the job as seekers will see it, with its status actions. */
export function Component() {
  const { t } = useTranslation('jobs');
  const { jobId = '' } = useParams();
  const navigate = useNavigate();
  const owned = useProviderJob(jobId);
  const job = usePublicJob(jobId, true);
  const { labelOf } = useJobOptions();
  const status = owned.data?.status ?? job.data?.status;
  return (
    <Stack gap="lg" maw={960}>
      <BackLink to={areaPaths.providerJobs}>{t('provider.back')}</BackLink>
      {job.isPending ? <BlockLoader label={t('board.loading')} /> : null}
      {job.isError ? <Alert color="red">{t('details.notFound')}</Alert> : null}
      {job.data !== undefined && status !== undefined ? (
        <>
          <Alert color="blue" variant="light" title={t('preview.banner')}>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <JobStatusBadge status={status} />
              <Group gap="xs">
                <Button size="xs" variant="default" component={Link} to={providerJobPath(jobId, 'update')}>
                  {t('actions.edit')}
                </Button>
                <Button size="xs" variant="default" component={Link} to={providerJobPath(jobId, 'applications')}>
                  {t('preview.applications')}
                </Button>
                <JobStatusActions
                  jobId={jobId}
                  title={job.data.title}
                  status={status}
                  onDeleted={() => void navigate(areaPaths.providerJobs, { replace: true })}
                />
              </Group>
            </Group>
          </Alert>
          <ContentCard>
            <JobDetails job={job.data} labelOf={labelOf} />
          </ContentCard>
        </>
      ) : null}
    </Stack>
  );
}
