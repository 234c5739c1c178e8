import { Button, Group, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  formatDate,
  formatMoney,
  formatTime,
  PAYMENT_STATUSES_LEDGER,
  type PaymentLedgerStatus,
  SELECT_SEARCH_DEBOUNCE_MS,
} from '@hireway/shared';
import { IconFileDownload, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StatusBadge } from '../../../components/ui/status-badge';
import { DataTable } from '../../../components/ui/data-table';
import { StatusSelect } from '../../../components/ui/status-filter';
import { useListFilters } from '../../../hooks/use-list-filters';
import { DateRange, validRange } from '../../../components/ui/date-range';
import { ListFrame, pagedList } from '../../../components/ui/list-frame';
import { PageHeader } from '../../../components/ui/page-header';
import { type PaymentFilters, useAdminPayments, useExportPaymentsMutation } from '../api/payments';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';

/** The payments ledger filtered by status, payer and days, and the same rows as CSV. */
export function PaymentLedger() {
  const { t, i18n } = useTranslation('admin-ops');
  const [text, setText] = useState('');
  const [user] = useDebouncedValue(text.trim(), SELECT_SEARCH_DEBOUNCE_MS);
  const list = useListFilters<{ status: PaymentLedgerStatus | null; range: { from: string; to: string } }>({
    status: null,
    range: { from: '', to: '' },
  });
  const { page, setPage, setFilter } = list;
  const { status, range } = list.filters;
  const filters: PaymentFilters = { status, user, ...validRange(range) };
  const payments = useAdminPayments(page, filters);
  const exporter = useExportPaymentsMutation();
  const { rows, frame } = pagedList(payments, { onPageChange: setPage });
  return (
    <ListFrame
      {...frame}
      emptyText={t('payments.empty')}
      errorText={t('common.failed')}
      header={
        <PageHeader
          title={t('payments.title')}
          subtitle={t('payments.subtitle')}
          actions={
            <Button
              variant="default"
              leftSection={<IconFileDownload size={16} aria-hidden />}
              loading={exporter.isPending}
              onClick={() =>
                exporter.mutate(filters, {
                  onError: (error) =>
                    notifyError({ message: isApiError(error) ? translateMessage(error.message) : t('common.failed') }),
                })
              }
            >
              {t('payments.export')}
            </Button>
          }
        />
      }
      filters={
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('payments.search')}
            placeholder={t('payments.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', sm: 300 }}
          />
          <StatusSelect
            label={t('payments.status')}
            placeholder={t('common.all')}
            statuses={PAYMENT_STATUSES_LEDGER}
            labelOf={(value) => t(`payments.statuses.${value}`)}
            value={status}
            onChange={(value) => setFilter('status', value)}
            w={170}
          />
          <DateRange value={range} onChange={(next) => setFilter('range', next)} />
        </Group>
      }
    >
      <>
        <Text size="sm" c="dimmed">
          {t('common.count', { count: payments.data?.meta.total ?? 0 })}
        </Text>
        <DataTable
          minWidth={820}
          columns={[
            t('payments.columns.date'),
            t('payments.columns.user'),
            t('payments.columns.reference'),
            t('payments.columns.amount'),
            t('payments.columns.status'),
            t('payments.columns.provider'),
          ]}
          label={t('payments.title')}
          highlightOnHover
        >
          {rows.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td>
                {formatDate(payment.created_at)} {formatTime(payment.created_at)}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{payment.user.name}</Text>
                <Text size="xs" c="dimmed">
                  {payment.user.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {payment.reference}
                </Text>
              </Table.Td>
              <Table.Td>{formatMoney(payment.amount, payment.currency, i18n.language)}</Table.Td>
              <Table.Td>
                <StatusBadge status={payment.status}>{t(`payments.statuses.${payment.status}`)}</StatusBadge>
              </Table.Td>
              <Table.Td>{payment.provider}</Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      </>
    </ListFrame>
  );
}
