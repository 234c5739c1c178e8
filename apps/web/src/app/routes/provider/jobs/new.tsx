import { useTranslation } from 'react-i18next';

import { ContentCard } from '../../../layouts/content-card';
import { TitledPage } from '../../../layouts/titled-page';
import { ProviderJobForm } from './provider-job-form';

/** /provider/jobs/new: post a job. */
export function Component() {
  const { t } = useTranslation('jobs');
  return (
    <TitledPage title={t('form.newTitle')} subtitle={t('form.newSubtitle')} maw={960}>
      <ContentCard>
        <ProviderJobForm />
      </ContentCard>
    </TitledPage>
  );
}
