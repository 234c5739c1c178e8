import { useTranslation } from 'react-i18next';

import { seekerJobPath } from '../../../../config/paths';
import { JobBoard } from '../../../../features/jobs/components/job-board';
import { useJobOptions } from '../../../job-options';
import { TitledPage } from '../../../layouts/titled-page';

/** /job-seeker/jobs: find a job. */
export function Component() {
  const { t } = useTranslation('jobs');
  const { options, labelOf } = useJobOptions();
  return (
    <TitledPage title={t('board.seekerTitle')} subtitle={t('board.subtitle')}>
      <JobBoard options={options} labelOf={labelOf} jobPath={seekerJobPath} withToken />
    </TitledPage>
  );
}
