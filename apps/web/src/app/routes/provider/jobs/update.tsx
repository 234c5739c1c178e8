import { Alert, Button, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';

import { BlockLoader } from '../../../../components/ui/block-loader';
import { PageHeader } from '../../../../components/ui/page-header';
import { areaPaths, providerJobPath } from '../../../../config/paths';
import { useProviderJob } from '../../../../features/jobs/api/get-provider-job';
import { JobForm } from '../../../../features/jobs/components/job-form';
import { notifySuccess } from '../../../../lib/notify';
import { useJobOptions } from '../../../job-options';

/** /provider/jobs/{job_id}/update: edit a job. */
export function Component() {
  const { t } = useTranslation('jobs');
  const { jobId = '' } = useParams();
  const navigate = useNavigate();
  const job = useProviderJob(jobId);
  const { options } = useJobOptions();
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t('form.editTitle')} subtitle={job.data?.title ?? ''} />
      {job.isPending ? <BlockLoader label={t('board.loading')} /> : null}
      {job.isError ? <Alert color="red">{t('details.notFound')}</Alert> : null}
      {job.data !== undefined ? (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <JobForm
            key={job.data.id}
            job={job.data}
            options={options}
            onSaved={(saved) => {
              notifySuccess({ message: t(saved.status === 'live' ? 'form.published' : 'form.saved') });
              void navigate(providerJobPath(saved.id, 'preview'), { replace: true });
            }}
            secondaryActions={
              <Button variant="subtle" component={Link} to={areaPaths.providerJobs}>
                {t('actions.cancel')}
              </Button>
            }
          />
        </Paper>
      ) : null}
    </Stack>
  );
}
