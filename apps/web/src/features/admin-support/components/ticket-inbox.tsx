import { Anchor, Table, Text } from '@mantine/core';
import { formatDate, formatTime, type SupportTicketStatus } from '@hireway/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { DataTable } from '../../../components/ui/data-table';
import { ListFrame, pagedList } from '../../../components/ui/list-frame';
import { StatusSegments } from '../../../components/ui/status-filter';
import { useListFilters } from '../../../hooks/use-list-filters';
import { PageHeader } from '../../../components/ui/page-header';
import { TicketStatusBadge } from '../../../components/ui/ticket-status-badge';
import { adminPaths } from '../../../config/paths';
import { useInbox } from '../api/support';

type Filter = SupportTicketStatus | 'all';
const FILTERS: readonly Filter[] = ['open', 'answered', 'closed', 'all'];

/** The support inbox, open tickets first by default. */
export function TicketInbox() {
  const { t } = useTranslation(['admin-ops', 'support']);
  const { filters, setFilter, page, setPage } = useListFilters<{ status: Filter }>({ status: 'open' });
  const { status } = filters;
  const inbox = useInbox(page, status === 'all' ? null : status);
  const { rows, frame } = pagedList(inbox, { onPageChange: setPage });
  return (
    <ListFrame
      {...frame}
      emptyText={t('tickets.empty')}
      header={<PageHeader title={t('tickets.title')} subtitle={t('tickets.subtitle')} />}
      filters={
        <StatusSegments
          label={t('tickets.filter')}
          options={FILTERS}
          labelOf={(value) => (value === 'all' ? t('common.all') : t(`support:status.${value}`))}
          value={status}
          onChange={(value) => setFilter('status', value)}
          fullWidthOnPhones
        />
      }
    >
      <DataTable
        minWidth={760}
        columns={[
          t('tickets.columns.subject'),
          t('tickets.columns.user'),
          t('tickets.columns.category'),
          t('tickets.columns.status'),
          t('tickets.columns.activity'),
        ]}
        label={t('tickets.title')}
        highlightOnHover
      >
        {rows.map((ticket) => (
          <Table.Tr key={ticket.id}>
            <Table.Td>
              <Anchor component={Link} to={adminPaths.ticket(ticket.id)} fw={600}>
                {ticket.subject}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{ticket.user.name}</Text>
              <Text size="xs" c="dimmed">
                {ticket.user.email}
              </Text>
            </Table.Td>
            <Table.Td>{t(`support:categories.${ticket.category}`)}</Table.Td>
            <Table.Td>
              <TicketStatusBadge status={ticket.status} />
            </Table.Td>
            <Table.Td>
              {formatDate(ticket.last_activity_at)} {formatTime(ticket.last_activity_at)}
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </ListFrame>
  );
}
