import { Alert, Anchor, Center, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { formatDate } from '@hireway/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { seekerJobPath } from '../../../../config/paths';
import { TrackHeader } from '../../../../features/hiring/components/track-tabs';
import { useSeekerApplications } from '../../../../features/jobs/api/list-seeker-applications';
import { ApplicationStatusBadge } from '../../../../features/jobs/components/application-status-badge';

/** /job-seeker/track/job-applications: the seeker's applications and where each one stands. */
export function Component() {
  const { t } = useTranslation('jobs');
  const [page, setPage] = useState(1);
  const applications = useSeekerApplications(page);
  return (
    <Stack gap="lg">
      <TrackHeader current="job-applications" />
      {applications.isError ? <Alert color="red">{t('board.failed')}</Alert> : null}
      {applications.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('board.loading')} />
        </Center>
      ) : null}
      {applications.data?.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('track.empty')}
        </Text>
      ) : null}
      {applications.data !== undefined && applications.data.data.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('track.columns.job')}</Table.Th>
                <Table.Th>{t('track.columns.company')}</Table.Th>
                <Table.Th>{t('track.columns.status')}</Table.Th>
                <Table.Th>{t('track.columns.submitted')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {applications.data.data.map((application) => (
                <Table.Tr key={application.id}>
                  <Table.Td>
                    <Anchor component={Link} to={seekerJobPath(application.job.id)}>
                      {application.job.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{application.company.name}</Table.Td>
                  <Table.Td>
                    <ApplicationStatusBadge status={application.status} />
                  </Table.Td>
                  <Table.Td>{formatDate(application.submitted_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {applications.data !== undefined && applications.data.meta.last_page > 1 ? (
        <Pagination total={applications.data.meta.last_page} value={page} onChange={setPage} />
      ) : null}
    </Stack>
  );
}
