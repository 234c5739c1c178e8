import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { BackLink } from '../../../components/ui/back-link';
import { BlockLoader } from '../../../components/ui/block-loader';
import { PageCard } from '../../../components/ui/page-card';
import { paths } from '../../../config/paths';
import { usePublicJob } from '../../../features/jobs/api/get-public-job';
import { JobDetails } from '../../../features/jobs/components/job-details';
import { isApiError } from '../../../lib/api-client';
import { useJobOptions } from '../../job-options';

/** /jobs/{id}: a live job for anyone, with its schema.org JobPosting data in the page. */
export function Component() {
  const { t } = useTranslation('jobs');
  const { id = '' } = useParams();
  const job = usePublicJob(id);
  const { labelOf } = useJobOptions();
  return (
    <PageCard width="wide">
      <Stack gap="lg">
        <BackLink to={paths['public-jobs']}>{t('details.back')}</BackLink>
        {job.isPending ? <BlockLoader label={t('board.loading')} /> : null}
        {job.isError && isApiError(job.error) && job.error.status === 410 ? (
          <Alert color="gray" title={t('details.closedTitle')}>
            <Stack gap="xs" align="flex-start">
              {t('details.closed')}
              <Anchor component={Link} to={paths['public-jobs']}>
                {t('details.browseOpen')}
              </Anchor>
            </Stack>
          </Alert>
        ) : job.isError ? (
          <Alert color="red">{t('details.notFound')}</Alert>
        ) : null}
        {job.data !== undefined ? (
          <JobDetails
            job={job.data}
            labelOf={labelOf}
            withJsonLd
            actions={
              <Group>
                <Button component={Link} to={paths['auth-login']}>
                  {t('details.loginToApply')}
                </Button>
              </Group>
            }
          />
        ) : null}
      </Stack>
    </PageCard>
  );
}
