import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
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

import { candidatePath } from '../../../../config/paths';
import { useAcceptResignationMutation } from '../../../../features/candidates/api/end-employment';
import { useMyCandidates } from '../../../../features/candidates/api/list-my-candidates';
import { notifyActionError } from '../../../../features/candidates/components/action-error';
import { formatCalendarDate } from '../../../../features/candidates/components/dates';
import { EmploymentStatusBadge } from '../../../../features/candidates/components/status-badges';
import { TerminateModal } from '../../../../features/candidates/components/terminate-modal';
import { useLiveCandidates } from '../../../../features/candidates/hooks/use-live-candidates';
import { notifySuccess } from '../../../../lib/notify';

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

/** /provider/my-candidates: the people the provider employs; accept a resignation or terminate. */
export function Component() {
  const { t } = useTranslation('candidates');
  const [status, setStatus] = useState<EmploymentStatus | null>(null);
  const [page, setPage] = useState(1);
  const [terminating, setTerminating] = useState<Employment | null>(null);
  const employments = useMyCandidates({ status, page });
  useLiveCandidates();
  const meta = employments.data?.meta;

  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('employed.title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('employed.subtitle')}
          </Text>
        </div>
        <Select
          label={t('actioned.status')}
          placeholder={t('actioned.allStatuses')}
          data={EMPLOYMENT_STATUSES.map((value) => ({ value, label: t(`employmentStatus.${value}`) }))}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          clearable
          w={220}
        />
      </Group>
      {employments.isError ? <Alert color="red">{t('errors.loadFailed')}</Alert> : null}
      {employments.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      ) : null}
      {employments.data?.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('employed.empty')}
        </Text>
      ) : null}
      {employments.data?.data.map((employment) => (
        <EmploymentCard key={employment.id} employment={employment} onTerminate={() => setTerminating(employment)} />
      ))}
      {meta !== undefined && meta.last_page > 1 ? (
        <Pagination total={meta.last_page} value={page} onChange={setPage} />
      ) : null}
      <TerminateModal
        employment={terminating}
        onClose={() => setTerminating(null)}
        onTerminated={() => {
          notifySuccess({ message: t('employed.terminated') });
          setTerminating(null);
        }}
      />
    </Stack>
  );
}
