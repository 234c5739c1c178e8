import { Alert, Anchor, Group, Pagination, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatDate, formatTime } from '@hireway/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { DataTable } from '../../../components/ui/data-table';
import { TicketStatusBadge } from '../../../components/ui/ticket-status-badge';
import { translateMessage } from '../../../lib/i18n';
import { useTickets } from '../api/list-tickets';

interface TicketListProps {
  ticketPath: (id: string) => string;
  /** Shown when there is no ticket yet (e.g. the "New request" button). */
  emptyAction?: ReactNode;
}

/** The caller's support requests, most recent activity first, with their status. */
export function TicketList({ ticketPath, emptyAction }: TicketListProps) {
  const { t } = useTranslation('support');
  const [page, setPage] = useState(1);
  const tickets = useTickets(page);

  if (tickets.isPending) {
    return (
      <Stack gap="xs">
        <Skeleton h={44} />
        <Skeleton h={44} />
        <Skeleton h={44} />
      </Stack>
    );
  }
  if (tickets.isError) {
    return (
      <Alert color="red" variant="light">
        {translateMessage(tickets.error.message)}
      </Alert>
    );
  }
  if (tickets.data.data.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl" style={{ borderStyle: 'dashed' }}>
        <Stack align="center" gap="sm">
          <Text c="dimmed" ta="center" size="sm">
            {t('list.empty')}
          </Text>
          {emptyAction}
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <DataTable
        minWidth={560}
        columns={[t('list.subject'), t('list.category'), t('list.status'), t('list.lastActivity')]}
        label={t('list.label')}
        highlightOnHover
      >
        {tickets.data.data.map((ticket) => (
          <Table.Tr key={ticket.id}>
            <Table.Td>
              <Anchor component={Link} to={ticketPath(ticket.id)} fw={600} size="sm">
                {ticket.subject}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{t(`categories.${ticket.category}`)}</Text>
            </Table.Td>
            <Table.Td>
              <TicketStatusBadge status={ticket.status} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" c="dimmed">
                {formatDate(ticket.last_activity_at)} {formatTime(ticket.last_activity_at)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      {tickets.data.meta.last_page > 1 ? (
        <Group justify="center">
          <Pagination total={tickets.data.meta.last_page} value={page} onChange={setPage} />
        </Group>
      ) : null}
    </Stack>
  );
}
