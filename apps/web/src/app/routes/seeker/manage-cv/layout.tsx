import { Button, Grid, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';

import { PageHeader } from '../../../../components/ui/page-header';
import { seekerPaths } from '../../../../config/paths';
import { useCvScoreDetails } from '../../../../features/cv/api/get-cv-score-details';
import { CvNav } from '../../../../features/cv/components/cv-nav';
import { CvScorePanel } from '../../../../features/cv/components/cv-score';

/** /job-seeker/manage-cv: the parts of the CV on the left, the part being edited on the right. */
export function Component() {
  const { t } = useTranslation('cv');
  const score = useCvScoreDetails();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
        <Button
          component={Link}
          to={seekerPaths.cvPrint}
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
        >
          {t('print.open')}
        </Button>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <Stack gap="md">
            <Paper withBorder radius="lg" p="xs">
              <CvNav score={score.data} />
            </Paper>
            <Paper withBorder radius="lg" p="md">
              {score.data !== undefined ? <CvScorePanel details={score.data} /> : <Skeleton h={96} />}
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
