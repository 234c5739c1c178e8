import { useTranslation } from 'react-i18next';

import { publicJobPath } from '../../../config/paths';
import { JobBoard } from '../../../features/jobs/components/job-board';
import { useJobOptions } from '../../job-options';
import { PublicPage } from '../../layouts/titled-page';

/** /jobs: the public job board for anyone. */
export function Component() {
  const { t } = useTranslation('jobs');
  const { options, labelOf } = useJobOptions();
  return (
    <PublicPage title={t('board.title')} subtitle={t('board.subtitle')}>
      <JobBoard options={options} labelOf={labelOf} jobPath={publicJobPath} />
    </PublicPage>
  );
}
