import { Anchor, Button, Group, SegmentedControl, Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PROVIDER_JOB_LIST_STATUSES, formatDate } from '@hireway/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { DataTable } from '../../../components/ui/data-table';
import { ListFrame, pagedList } from '../../../components/ui/list-frame';
import { PageHeader } from '../../../components/ui/page-header';
import { areaPaths, providerJobPath } from '../../../config/paths';
import { useProviderJobs, type ProviderJobFilter } from '../api/list-provider-jobs';
import { JobStatusActions } from './job-status-actions';
import { JobStatusBadge } from './job-status-badge';

const ALL = 'all';
const isFilter = (value: string): value is ProviderJobFilter =>
  (PROVIDER_JOB_LIST_STATUSES as readonly string[]).includes(value);

/** The provider's jobs with status, applications and actions, filtered by status. */
export function ProviderJobList() {
  const { t } = useTranslation('jobs');
  const [status, setStatus] = useState<ProviderJobFilter | null>(null);
  const [page, setPage] = useState(1);
  const jobs = useProviderJobs({ page, status });
  const { rows, frame } = pagedList(jobs, { page, onPageChange: setPage });
  // Five filters side by side need about 340 px: on the narrowest phones they stack, so the page reflows (1.4.10).
  const roomy = useMediaQuery('(min-width: 24em)', true);
  return (
    <ListFrame
      {...frame}
      emptyText={t('provider.empty')}
      errorText={t('board.failed')}
      loadingLabel={t('board.loading')}
      header={
        <PageHeader
          title={t('provider.title')}
          subtitle={t('provider.subtitle')}
          actions={
            <Button component={Link} to={areaPaths.providerNewJob} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('provider.new')}
            </Button>
          }
        />
      }
      filters={
        <SegmentedControl
          aria-label={t('provider.filter')}
          orientation={roomy ? 'horizontal' : 'vertical'}
          value={status ?? ALL}
          onChange={(value) => {
            setStatus(isFilter(value) ? value : null);
            setPage(1);
          }}
          data={[ALL, ...PROVIDER_JOB_LIST_STATUSES].map((value) => ({
            value,
            label: value === ALL ? t('provider.all') : t(`status.${value}`),
          }))}
          style={{ alignSelf: 'flex-start' }}
        />
      }
    >
      <DataTable
        minWidth={760}
        columns={[
          t('provider.columns.title'),
          t('provider.columns.status'),
          t('provider.columns.applications'),
          t('provider.columns.updated'),
          t('provider.columns.actions'),
        ]}
        highlightOnHover
      >
        {rows.map((job) => (
          <Table.Tr key={job.id}>
            <Table.Td>
              <Anchor component={Link} to={providerJobPath(job.id, 'preview')} fw={600}>
                {job.title}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <JobStatusBadge status={job.status} />
            </Table.Td>
            <Table.Td>
              <Anchor component={Link} to={providerJobPath(job.id, 'applications')}>
                {t('provider.applicationsCount', { count: job.applications_count })}
              </Anchor>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(job.updated_at)}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="default" component={Link} to={providerJobPath(job.id, 'update')}>
                  {t('actions.edit')}
                </Button>
                <JobStatusActions jobId={job.id} title={job.title} status={job.status} wrap="nowrap" />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </ListFrame>
  );
}
