import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../../components/ui/page-header';
import { PageCard } from '../../../components/ui/page-card';
import { publicJobPath } from '../../../config/paths';
import { JobBoard } from '../../../features/jobs/components/job-board';
import { useJobOptions } from '../../job-options';

/** /jobs: the public job board for anyone. */
export function Component() {
  const { t } = useTranslation('jobs');
  const { options, labelOf } = useJobOptions();
  return (
    <PageCard width="wide">
      <Stack gap="lg">
        <PageHeader title={t('board.title')} subtitle={t('board.subtitle')} size="public" />
        <JobBoard options={options} labelOf={labelOf} jobPath={publicJobPath} />
      </Stack>
    </PageCard>
  );
}
