import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
        <div>
          <Title order={1} fz={30}>
            {t('board.title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('board.subtitle')}
          </Text>
        </div>
        <JobBoard options={options} labelOf={labelOf} jobPath={publicJobPath} />
      </Stack>
    </PageCard>
  );
}
