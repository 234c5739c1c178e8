import { Stack, Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type AdminProvider, formatDate, type ProviderStatus } from '@hireway/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable } from '../../../components/ui/data-table';
import { ListFrame, pagedList } from '../../../components/ui/list-frame';
import { StatusSegments } from '../../../components/ui/status-filter';
import { PageHeader } from '../../../components/ui/page-header';
import { useDecisionHistory, useProvidersForReview } from '../api/list-providers';
import { DeclineDialog } from './decline-dialog';
import { ProviderReviewCard, providerCardId } from './provider-review-card';

type Tab = ProviderStatus | 'history';
const TABS: readonly Tab[] = ['pending', 'approved', 'declined', 'history'];
function DecisionHistory() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const history = useDecisionHistory(page, true);
  const { rows, frame } = pagedList(history, { page, onPageChange: setPage });
  return (
    <ListFrame {...frame} gap="md" emptyText={t('verification.noHistory')} errorText={t('common.failed')}>
      <DataTable
        minWidth={720}
        columns={[
          t('verification.columns.when'),
          t('verification.columns.company'),
          t('verification.columns.decision'),
          t('verification.columns.reason'),
          t('verification.columns.admin'),
        ]}
        label={t('verification.tabs.history')}
      >
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{formatDate(row.created_at)}</Table.Td>
            <Table.Td>{row.company_name ?? '—'}</Table.Td>
            <Table.Td>{t(`verification.status.${row.decision}`)}</Table.Td>
            <Table.Td maw={360}>{row.reason ?? '—'}</Table.Td>
            <Table.Td>{row.admin?.name ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </ListFrame>
  );
}

function ProviderList({ status }: { status: ProviderStatus }) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [declining, setDeclining] = useState<AdminProvider | null>(null);
  const providers = useProvidersForReview(status, page);
  const { rows, frame } = pagedList(providers, { page });
  // A decided business leaves the list with the button that was pressed: once the list comes back without it, focus
  // moves to the business that took its place (or the last one, or the heading when none is left) instead of
  // falling back to the page (WCAG 2.4.3); the toast says what happened.
  const leaving = useRef<{ id: string; index: number } | null>(null);
  const data = providers.data;
  useEffect(() => {
    const decided = leaving.current;
    if (decided === null || data === undefined || data.data.some((row) => row.id === decided.id)) return;
    leaving.current = null;
    const next = data.data[Math.min(decided.index, data.data.length - 1)];
    const target =
      next === undefined
        ? document.querySelector<HTMLElement>('main h1')
        : document.getElementById(providerCardId(next.id));
    if (target === null) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }, [data]);
  const deciding = (id: string | null) => {
    leaving.current = id === null ? null : { id, index: rows.findIndex((row) => row.id === id) };
  };
  return (
    <ListFrame
      {...frame}
      gap="md"
      emptyText={t(`verification.empty.${status}`)}
      errorText={t('common.failed')}
      onPageChange={(next) => {
        deciding(null);
        setPage(next);
      }}
      footer={<DeclineDialog provider={declining} onClose={() => setDeclining(null)} onDeciding={deciding} />}
    >
      {rows.map((provider) => (
        <ProviderReviewCard key={provider.id} provider={provider} onDecline={setDeclining} onDeciding={deciding} />
      ))}
    </ListFrame>
  );
}

/** The verification queue, the businesses decided, and the history of decisions. */
export function VerificationQueue() {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState<Tab>('pending');
  // Four filters side by side need about 370 px (more in German): on phones they stack, so the page reflows (WCAG 1.4.10).
  const roomy = useMediaQuery('(min-width: 30em)', true);
  return (
    <Stack gap="lg">
      <PageHeader title={t('verification.title')} subtitle={t('verification.subtitle')} />
      <StatusSegments
        label={t('verification.filter')}
        options={TABS}
        labelOf={(value) => t(`verification.tabs.${value}`)}
        value={tab}
        onChange={setTab}
        vertical={!roomy}
      />
      {tab === 'history' ? <DecisionHistory /> : <ProviderList key={tab} status={tab} />}
    </Stack>
  );
}
