import { Alert, Center, Loader, Pagination, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { type AdminProvider, formatDate, type ProviderStatus } from '@hireway/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useDecisionHistory, useProvidersForReview } from '../../../features/admin-verification/api/list-providers';
import { DeclineDialog } from '../../../features/admin-verification/components/decline-dialog';
import { ProviderReviewCard } from '../../../features/admin-verification/components/provider-review-card';

type Tab = ProviderStatus | 'history';
const TABS: readonly Tab[] = ['pending', 'approved', 'declined', 'history'];
const isTab = (value: string): value is Tab => (TABS as readonly string[]).includes(value);

function DecisionHistory() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const history = useDecisionHistory(page, true);
  if (history.isError) return <Alert color="red">{t('common.failed')}</Alert>;
  if (history.data === undefined) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (history.data.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('verification.noHistory')}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" aria-label={t('verification.tabs.history')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('verification.columns.when')}</Table.Th>
              <Table.Th>{t('verification.columns.company')}</Table.Th>
              <Table.Th>{t('verification.columns.decision')}</Table.Th>
              <Table.Th>{t('verification.columns.reason')}</Table.Th>
              <Table.Th>{t('verification.columns.admin')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.data.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{formatDate(row.created_at)}</Table.Td>
                <Table.Td>{row.company_name ?? '—'}</Table.Td>
                <Table.Td>{t(`verification.status.${row.decision}`)}</Table.Td>
                <Table.Td maw={360}>{row.reason ?? '—'}</Table.Td>
                <Table.Td>{row.admin?.name ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {history.data.meta.last_page > 1 ? (
        <Pagination total={history.data.meta.last_page} value={page} onChange={setPage} />
      ) : null}
    </Stack>
  );
}

function ProviderList({ status }: { status: ProviderStatus }) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [declining, setDeclining] = useState<AdminProvider | null>(null);
  const providers = useProvidersForReview(status, page);
  if (providers.isError) return <Alert color="red">{t('common.failed')}</Alert>;
  if (providers.data === undefined) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  return (
    <Stack gap="md">
      {providers.data.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t(`verification.empty.${status}`)}
        </Text>
      ) : null}
      {providers.data.data.map((provider) => (
        <ProviderReviewCard key={provider.id} provider={provider} onDecline={setDeclining} />
      ))}
      {providers.data.meta.last_page > 1 ? (
        <Pagination total={providers.data.meta.last_page} value={page} onChange={setPage} />
      ) : null}
      <DeclineDialog provider={declining} onClose={() => setDeclining(null)} />
    </Stack>
  );
}

/** /admin/providers: the verification queue, the businesses decided, and the history of decisions. */
export function Component() {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState<Tab>('pending');
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('verification.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('verification.subtitle')}
        </Text>
      </div>
      <SegmentedControl
        aria-label={t('verification.filter')}
        value={tab}
        onChange={(value) => {
          if (isTab(value)) setTab(value);
        }}
        data={TABS.map((value) => ({ value, label: t(`verification.tabs.${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {tab === 'history' ? <DecisionHistory /> : <ProviderList key={tab} status={tab} />}
    </Stack>
  );
}
