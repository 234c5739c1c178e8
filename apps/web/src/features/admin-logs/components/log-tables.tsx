import { Button, Code, Group, Modal, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { formatDate, formatTime, type AuditLogEntry, type KeysetMeta } from '@hireway/shared';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable } from '../../../components/ui/data-table';
import { DateRange } from '../../../components/ui/date-range';
import { KeysetPager } from '../../../components/ui/keyset-pager';
import { ListFrame } from '../../../components/ui/list-frame';
import { type LogPage, useAccessLog, useAuditLog } from '../api/logs';
import { type RawFilters, useLogFilters } from '../hooks/use-log-filters';

type Kind = 'audit' | 'access';

function Filters({
  kind,
  raw,
  onChange,
}: {
  kind: Kind;
  raw: RawFilters;
  onChange: (next: Partial<RawFilters>) => void;
}) {
  const { t } = useTranslation('admin-ops');
  return (
    <Group align="flex-start" gap="sm">
      <TextInput
        label={t('logs.user')}
        placeholder={t('logs.userPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={raw.user}
        onChange={(event) => onChange({ user: event.currentTarget.value })}
        w={{ base: '100%', sm: 260 }}
      />
      <TextInput
        label={kind === 'audit' ? t('logs.action') : t('logs.route')}
        placeholder={kind === 'audit' ? t('logs.actionPlaceholder') : t('logs.routePlaceholder')}
        value={raw.what}
        onChange={(event) => onChange({ what: event.currentTarget.value })}
        w={{ base: '100%', sm: 220 }}
      />
      <DateRange value={{ from: raw.from, to: raw.to }} onChange={onChange} />
    </Group>
  );
}

const when = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;

/** How many entries match: exact, or "10,000+" past the count cap. */
function LogCount({ meta }: { meta: KeysetMeta | undefined }) {
  const { t, i18n } = useTranslation('admin-ops');
  if (!meta || meta.total === 0) return null;
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {meta.total_is_lower_bound
        ? t('logs.countAtLeast', { total: meta.total.toLocaleString(i18n.resolvedLanguage) })
        : t('logs.count', { count: meta.total })}
    </Text>
  );
}

/** Next and previous by the answer's cursors (logs grow without bound); pages by number while the total is known. */
function LogPager({
  page,
  meta,
  loading,
  onPage,
}: {
  page: LogPage;
  meta: KeysetMeta | undefined;
  loading: boolean;
  onPage: (page: LogPage) => void;
}) {
  if (!meta) return null;
  return (
    <Group justify="center">
      <KeysetPager
        page={page.page}
        meta={meta}
        disabled={loading}
        onPage={(target, cursor) => onPage({ page: target, cursor })}
      />
    </Group>
  );
}

interface LogFrameProps {
  kind: Kind;
  /** The screen's filters and page (useLogFilters). */
  view: ReturnType<typeof useLogFilters>;
  log: {
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    data?: { data: unknown[]; meta: KeysetMeta };
  };
  /** Under the pager in every state (the details dialog). */
  footer?: ReactNode;
  children: ReactNode;
}

/** One log's list: its filters and count, the rows (or the loader, error or empty text), the pager. */
function LogFrame({ kind, view, log, footer, children }: LogFrameProps) {
  const { t } = useTranslation('admin-ops');
  return (
    <ListFrame
      gap="md"
      query={log}
      isEmpty={(log.data?.data.length ?? 0) === 0}
      emptyText={t('logs.empty')}
      filters={
        <>
          <Filters kind={kind} raw={view.raw} onChange={view.change} />
          <LogCount meta={log.data?.meta} />
        </>
      }
      footer={
        <>
          <LogPager page={view.page} meta={log.data?.meta} loading={log.isPlaceholderData} onPage={view.setPage} />
          {footer}
        </>
      }
    >
      {children}
    </ListFrame>
  );
}

function AuditDetails({ entry, onClose }: { entry: AuditLogEntry | null; onClose: () => void }) {
  const { t } = useTranslation('admin-ops');
  return (
    <Modal opened={entry !== null} onClose={onClose} title={entry?.action} size="lg">
      {entry ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {when(entry.created_at)} · {entry.actor?.email ?? t('logs.system')}
          </Text>
          <Text fw={600}>{t('logs.before')}</Text>
          <Code block>{JSON.stringify(entry.before, null, 2)}</Code>
          <Text fw={600}>{t('logs.after')}</Text>
          <Code block>{JSON.stringify(entry.after, null, 2)}</Code>
        </Stack>
      ) : null}
    </Modal>
  );
}

function AuditTable() {
  const { t } = useTranslation('admin-ops');
  const view = useLogFilters();
  const [open, setOpen] = useState<AuditLogEntry | null>(null);
  const log = useAuditLog(view.page, view.filters);
  const rows = log.data?.data ?? [];
  return (
    <LogFrame kind="audit" view={view} log={log} footer={<AuditDetails entry={open} onClose={() => setOpen(null)} />}>
      <DataTable
        minWidth={820}
        columns={[
          t('logs.columns.when'),
          t('logs.columns.who'),
          t('logs.columns.action'),
          t('logs.columns.entity'),
          t('logs.columns.ip'),
          { label: t('logs.columns.details'), hidden: true },
        ]}
        label={t('logs.audit')}
        spacing="xs"
        highlightOnHover
      >
        {rows.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td>{when(entry.created_at)}</Table.Td>
            <Table.Td>{entry.actor ? entry.actor.email : t('logs.system')}</Table.Td>
            <Table.Td>
              <Code>{entry.action}</Code>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{entry.entity}</Text>
              {entry.entity_id ? (
                <Text size="xs" c="dimmed" ff="monospace">
                  {entry.entity_id}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>{entry.ip ?? '—'}</Table.Td>
            <Table.Td>
              <Button variant="subtle" size="compact-sm" onClick={() => setOpen(entry)}>
                {t('logs.details')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </LogFrame>
  );
}

function AccessTable() {
  const { t } = useTranslation('admin-ops');
  const view = useLogFilters();
  const log = useAccessLog(view.page, view.filters);
  const rows = log.data?.data ?? [];
  return (
    <LogFrame kind="access" view={view} log={log}>
      <DataTable
        minWidth={820}
        columns={[
          t('logs.columns.when'),
          t('logs.columns.who'),
          t('logs.columns.route'),
          t('logs.columns.comment'),
          t('logs.columns.ip'),
        ]}
        label={t('logs.access')}
        spacing="xs"
        highlightOnHover
      >
        {rows.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td>{when(entry.created_at)}</Table.Td>
            <Table.Td>{entry.user?.email ?? t('logs.deleted')}</Table.Td>
            <Table.Td>
              <Code>{entry.route}</Code>
            </Table.Td>
            <Table.Td>{entry.comment ?? ''}</Table.Td>
            <Table.Td>
              <Text size="sm">{entry.ip ?? '—'}</Text>
              {entry.user_agent ? (
                <Text size="xs" c="dimmed" lineClamp={1} maw={260} title={entry.user_agent}>
                  {entry.user_agent}
                </Text>
              ) : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </LogFrame>
  );
}

/** The audit log (who changed what, before and after) and the page-access log, one tab each. */
export function LogTabs() {
  const { t } = useTranslation('admin-ops');
  return (
    <Tabs defaultValue="audit" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="audit">{t('logs.audit')}</Tabs.Tab>
        <Tabs.Tab value="access">{t('logs.access')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="audit">
        <AuditTable />
      </Tabs.Panel>
      <Tabs.Panel value="access">
        <AccessTable />
      </Tabs.Panel>
    </Tabs>
  );
}
