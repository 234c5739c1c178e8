import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { useProviderJob } from '../../../../features/jobs/api/get-provider-job';
import { LoadedCard } from '../../../layouts/content-card';
import { TitledPage } from '../../../layouts/titled-page';
import { ProviderJobForm } from './provider-job-form';

/** /provider/jobs/{job_id}/update: edit a job. */
export function Component() {
  const { t } = useTranslation('jobs');
  const { jobId = '' } = useParams();
  const job = useProviderJob(jobId);
  return (
    <TitledPage title={t('form.editTitle')} subtitle={job.data?.title ?? ''} maw={960}>
      <LoadedCard query={job} loadingLabel={t('board.loading')} failedMessage={t('details.notFound')}>
        {(loaded) => <ProviderJobForm key={loaded.id} job={loaded} />}
      </LoadedCard>
    </TitledPage>
  );
}
