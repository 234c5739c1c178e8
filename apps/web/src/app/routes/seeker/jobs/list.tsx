import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { seekerJobPath } from '../../../../config/paths';
import { JobBoard } from '../../../../features/jobs/components/job-board';
import { useJobOptions } from '../../../job-options';

/** /job-seeker/jobs: find a job. */
export function Component() {
  const { t } = useTranslation('jobs');
  const { options, labelOf } = useJobOptions();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('board.seekerTitle')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('board.subtitle')}
        </Text>
      </div>
      <JobBoard options={options} labelOf={labelOf} jobPath={seekerJobPath} withToken />
    </Stack>
  );
}
