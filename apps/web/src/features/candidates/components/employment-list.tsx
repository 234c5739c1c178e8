import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  canTransition,
  EMPLOYMENT_MACHINE,
  EMPLOYMENT_STATUSES,
  formatDate,
  type Employment,
  type EmploymentStatus,
} from '@hireway/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ListFrame, pagedList } from '../../../components/ui/list-frame';
import { StatusSelect } from '../../../components/ui/status-filter';
import { useListFilters } from '../../../hooks/use-list-filters';
import { PageHeader } from '../../../components/ui/page-header';
import { candidatePath } from '../../../config/paths';
import { notifySuccess } from '../../../lib/notify';
import { useAcceptResignationMutation } from '../api/end-employment';
import { useMyCandidates } from '../api/list-my-candidates';
import { useLiveCandidates } from '../hooks/use-live-candidates';
import { notifyActionError } from './action-error';
import { formatCalendarDate } from './dates';
import { EmploymentStatusBadge } from './status-badges';
import { TerminateModal } from './terminate-modal';

function EmploymentCard({ employment, onTerminate }: { employment: Employment; onTerminate: () => void }) {
  const { t } = useTranslation('candidates');
  const accept = useAcceptResignationMutation();
  const name = `${employment.employee.first_name} ${employment.employee.last_name}`;
  const confirmAccept = () =>
    modals.openConfirmModal({
      title: t('employed.acceptTitle'),
      children: <Text size="sm">{t('employed.acceptMessage', { name })}</Text>,
      labels: { confirm: t('employed.accept'), cancel: t('actions.close') },
      onConfirm: () =>
        accept.mutate(employment.id, {
          onSuccess: () => notifySuccess({ message: t('employed.accepted', { name }) }),
          onError: notifyActionError,
        }),
    });
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm">
            <Anchor component={Link} to={candidatePath(employment.employee.id)} fw={600}>
              {name}
            </Anchor>
            <EmploymentStatusBadge status={employment.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('employed.since', { date: formatCalendarDate(employment.start_date) })}
          </Text>
        </Group>
        <Text size="sm">{[employment.position, employment.job?.title].filter(Boolean).join(' · ')}</Text>
        {employment.terms !== null ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {employment.terms}
          </Text>
        ) : null}
        {employment.resignation_reason !== null ? (
          <Paper bg="var(--mantine-color-default-hover)" p="sm" radius="sm">
            <Text size="sm" fw={600}>
              {t('employed.resignation', {
                date:
                  employment.resignation_requested_at === null ? '' : formatDate(employment.resignation_requested_at),
              })}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {employment.resignation_reason}
            </Text>
          </Paper>
        ) : null}
        {employment.termination_reason !== null ? (
          <Text size="sm" c="red">
            {t('employed.terminatedOn', {
              date: employment.termination_date === null ? '' : formatCalendarDate(employment.termination_date),
              reason: employment.termination_reason,
            })}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="xs">
          {canTransition(EMPLOYMENT_MACHINE, employment.status, 'accept_resignation') ? (
            <Button color="green" loading={accept.isPending} onClick={confirmAccept}>
              {t('employed.accept')}
            </Button>
          ) : null}
          {canTransition(EMPLOYMENT_MACHINE, employment.status, 'terminate') ? (
            <Button variant="light" color="red" onClick={onTerminate}>
              {t('employed.terminate')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The people the provider employs, filtered by status; accept a resignation or terminate. */
export function EmploymentList() {
  const { t } = useTranslation('candidates');
  const { filters, setFilter, page, setPage } = useListFilters<{ status: EmploymentStatus | null }>({ status: null });
  const { status } = filters;
  const [terminating, setTerminating] = useState<Employment | null>(null);
  const employments = useMyCandidates({ status, page });
  useLiveCandidates();
  const { rows, frame } = pagedList(employments, { page, onPageChange: setPage });

  return (
    <ListFrame
      {...frame}
      maw={960}
      emptyText={t('employed.empty')}
      errorText={t('errors.loadFailed')}
      header={
        <PageHeader
          title={t('employed.title')}
          subtitle={t('employed.subtitle')}
          actions={
            <StatusSelect
              label={t('actioned.status')}
              placeholder={t('actioned.allStatuses')}
              statuses={EMPLOYMENT_STATUSES}
              labelOf={(value) => t(`employmentStatus.${value}`)}
              value={status}
              onChange={(value) => setFilter('status', value)}
            />
          }
        />
      }
      footer={
        <TerminateModal
          employment={terminating}
          onClose={() => setTerminating(null)}
          onTerminated={() => {
            notifySuccess({ message: t('employed.terminated') });
            setTerminating(null);
          }}
        />
      }
    >
      {rows.map((employment) => (
        <EmploymentCard key={employment.id} employment={employment} onTerminate={() => setTerminating(employment)} />
      ))}
    </ListFrame>
  );
}
