import { Anchor, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { formatDate, formatTime, type SupportTicketStatus } from '@hireway/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { adminOpsPaths } from '../../../features/admin-ops/paths';
import { useInbox } from '../../../features/admin-ops/api/support';
import { ListPagination, ListState } from '../../../features/admin-ops/components/list-state';
import { PageHeader } from '../../../features/admin-ops/components/page-header';
import { TicketStatusBadge } from '../../../features/support/components/ticket-status-badge';

type Filter = SupportTicketStatus | 'all';
const FILTERS: readonly Filter[] = ['open', 'answered', 'closed', 'all'];

/** /admin/tickets: the support inbox, open tickets first by default. */
export function Component() {
  const { t } = useTranslation(['admin-ops', 'support']);
  const [status, setStatus] = useState<Filter>('open');
  const [page, setPage] = useState(1);
  const inbox = useInbox(page, status === 'all' ? null : status);
  const rows = inbox.data?.data ?? [];
  return (
    <Stack gap="lg">
      <PageHeader title={t('tickets.title')} subtitle={t('tickets.subtitle')} />
      <SegmentedControl
        aria-label={t('tickets.filter')}
        value={status}
        onChange={(value) => {
          setStatus(FILTERS.find((filter) => filter === value) ?? 'open');
          setPage(1);
        }}
        data={FILTERS.map((value) => ({
          value,
          label: value === 'all' ? t('common.all') : t(`support:status.${value}`),
        }))}
        w={{ base: '100%', sm: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />
      <ListState
        isLoading={inbox.isPending}
        isError={inbox.isError}
        isEmpty={rows.length === 0}
        emptyText={t('tickets.empty')}
      />
      {rows.length > 0 ? (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" highlightOnHover aria-label={t('tickets.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tickets.columns.subject')}</Table.Th>
                <Table.Th>{t('tickets.columns.user')}</Table.Th>
                <Table.Th>{t('tickets.columns.category')}</Table.Th>
                <Table.Th>{t('tickets.columns.status')}</Table.Th>
                <Table.Th>{t('tickets.columns.activity')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((ticket) => (
                <Table.Tr key={ticket.id}>
                  <Table.Td>
                    <Anchor component={Link} to={adminOpsPaths.ticket(ticket.id)} fw={600}>
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
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <ListPagination meta={inbox.data?.meta} onChange={setPage} />
    </Stack>
  );
}
