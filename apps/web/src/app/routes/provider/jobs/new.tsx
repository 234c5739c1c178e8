import { Button, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { PageHeader } from '../../../../components/ui/page-header';
import { areaPaths, providerJobPath } from '../../../../config/paths';
import { JobForm } from '../../../../features/jobs/components/job-form';
import { notifySuccess } from '../../../../lib/notify';
import { useJobOptions } from '../../../job-options';

/** /provider/jobs/new: post a job. */
export function Component() {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  const { options } = useJobOptions();
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t('form.newTitle')} subtitle={t('form.newSubtitle')} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <JobForm
          options={options}
          onSaved={(job) => {
            notifySuccess({ message: t(job.status === 'live' ? 'form.published' : 'form.saved') });
            void navigate(providerJobPath(job.id, 'preview'), { replace: true });
          }}
          secondaryActions={
            <Button variant="subtle" component={Link} to={areaPaths.providerJobs}>
              {t('actions.cancel')}
            </Button>
          }
        />
      </Paper>
    </Stack>
  );
}
