import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../../../components/ui/page-header';
import { seekerJobPath } from '../../../../config/paths';
import { JobBoard } from '../../../../features/jobs/components/job-board';
import { useJobOptions } from '../../../job-options';

/** /job-seeker/jobs: find a job. */
export function Component() {
  const { t } = useTranslation('jobs');
  const { options, labelOf } = useJobOptions();
  return (
    <Stack gap="lg">
      <PageHeader title={t('board.seekerTitle')} subtitle={t('board.subtitle')} />
      <JobBoard options={options} labelOf={labelOf} jobPath={seekerJobPath} withToken />
    </Stack>
  );
}
