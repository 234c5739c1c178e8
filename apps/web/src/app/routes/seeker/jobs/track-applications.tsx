import { Anchor, Table } from '@mantine/core';
import { formatDate } from '@hireway/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { DataTable } from '../../../../components/ui/data-table';
import { ListFrame, pagedList } from '../../../../components/ui/list-frame';
import { seekerJobPath } from '../../../../config/paths';
import { TrackHeader } from '../../../../features/hiring/components/track-tabs';
import { useSeekerApplications } from '../../../../features/jobs/api/list-seeker-applications';
import { ApplicationStatusBadge } from '../../../../features/jobs/components/application-status-badge';

/** /job-seeker/track/job-applications: the seeker's applications and where each one stands. */
export function Component() {
  const { t } = useTranslation('jobs');
  const [page, setPage] = useState(1);
  const applications = useSeekerApplications(page);
  const { rows, frame } = pagedList(applications, { page, onPageChange: setPage });
  return (
    <ListFrame
      {...frame}
      emptyText={t('track.empty')}
      errorText={t('board.failed')}
      loadingLabel={t('board.loading')}
      header={<TrackHeader current="job-applications" />}
    >
      <DataTable
        minWidth={640}
        columns={[
          t('track.columns.job'),
          t('track.columns.company'),
          t('track.columns.status'),
          t('track.columns.submitted'),
        ]}
      >
        {rows.map((application) => (
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
      </DataTable>
    </ListFrame>
  );
}
