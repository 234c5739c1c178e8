import { Button } from '@mantine/core';
import type { ProviderJob } from '@hireway/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { areaPaths, providerJobPath } from '../../../../config/paths';
import { JobForm } from '../../../../features/jobs/components/job-form';
import { notifySuccess } from '../../../../lib/notify';
import { useJobOptions } from '../../../job-options';

/**
 * The job form of the provider's new and edit screens: once saved (draft or live) it opens the job's preview;
 * cancel goes back to the list.
 */
export function ProviderJobForm({ job }: { job?: ProviderJob }) {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  const { options } = useJobOptions();
  return (
    <JobForm
      job={job}
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
  );
}
