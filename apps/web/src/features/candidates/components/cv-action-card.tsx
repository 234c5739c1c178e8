import { Anchor, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  canTransition,
  CV_ACTION_MACHINE,
  EMPLOYABLE_CV_ACTION_STATUSES,
  formatDate,
  type CvAction,
} from '@hireway/shared';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { candidatePath } from '../../../config/paths';
import { notifySuccess } from '../../../lib/notify';
import { useCloseCvActionMutation, type CloseCvActionEvent } from '../api/close-cv-action';
import { useDownloadCvActionFileMutation } from '../api/download-file';
import { notifyActionError } from './action-error';
import { formatCalendarDate } from './dates';
import { CvActionStatusBadge } from './status-badges';

interface CvActionCardProps {
  action: CvAction;
  /** Lists name the candidate with a link to their CV; the candidate's own page does not. */
  showCandidate?: boolean;
  onEmploy: (action: CvAction) => void;
}

const Detail = ({ label, value }: { label: string; value: string | null }) =>
  value === null || value === '' ? null : (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      <Text span style={{ whiteSpace: 'pre-wrap' }}>
        {value}
      </Text>
    </Text>
  );

/** What the provider asked for, by subject. */
function RequestDetails({ action }: { action: CvAction }) {
  const { t } = useTranslation('candidates');
  switch (action.subject) {
    case 'shortlist':
      return <Detail label={t('fields.note')} value={action.details.note} />;
    case 'interview': {
      const { details } = action;
      return (
        <Stack gap={2}>
          <Detail
            label={t('card.when')}
            value={`${formatCalendarDate(details.date)} ${details.time} (${details.timezone})`}
          />
          <Detail label={t('fields.mode')} value={t(`interviewMode.${details.mode}`)} />
          <Detail label={t('fields.place')} value={details.place} />
          {details.link !== null ? (
            <Text size="sm">
              <Text span fw={600}>
                {t('fields.link')}:
              </Text>{' '}
              <Anchor href={details.link} target="_blank" rel="noopener noreferrer">
                {details.link}
              </Anchor>
            </Text>
          ) : null}
          <Detail label={t('fields.notes')} value={details.notes} />
        </Stack>
      );
    }
    case 'additional-documents':
      return (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('card.requestedDocuments')}
          </Text>
          <List size="sm" spacing={2}>
            {action.details.documents.map((name) => (
              <List.Item key={name}>{name}</List.Item>
            ))}
          </List>
          <Detail label={t('fields.note')} value={action.details.note} />
        </Stack>
      );
  }
}

/** The seeker's answer: a message, a confirmed or proposed interview time, files to download. */
function ResponseDetails({ action }: { action: CvAction }) {
  const { t } = useTranslation('candidates');
  const download = useDownloadCvActionFileMutation();
  const { response } = action;
  if (response === null && action.files.length === 0) return null;
  return (
    <Paper bg="var(--mantine-color-default-hover)" p="sm" radius="sm">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('card.answer', { date: action.responded_at === null ? '' : formatDate(action.responded_at) })}
        </Text>
        {response?.confirmed === true ? <Text size="sm">{t('card.confirmed')}</Text> : null}
        {response !== null && response.proposed_date !== null ? (
          <Text size="sm">
            {t('card.proposed', {
              date: formatCalendarDate(response.proposed_date),
              time: response.proposed_time ?? '',
            })}
          </Text>
        ) : null}
        <Detail label={t('card.message')} value={response?.message ?? null} />
        {action.files.length > 0 ? (
          <Group gap="xs">
            {action.files.map((file) => (
              <Button
                key={file.id}
                size="xs"
                variant="light"
                leftSection={<IconDownload size={14} aria-hidden />}
                loading={download.isPending && download.variables.id === file.id}
                aria-label={t('card.download', { name: file.filename })}
                onClick={() => download.mutate(file, { onError: notifyActionError })}
              >
                {file.filename}
              </Button>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** One CV action with its answer and the steps its state allows (undo, decline, employ). */
export function CvActionCard({ action, showCandidate = true, onEmploy }: CvActionCardProps) {
  const { t } = useTranslation('candidates');
  const close = useCloseCvActionMutation();
  const name = `${action.candidate.first_name} ${action.candidate.last_name}`;
  const run = (event: CloseCvActionEvent) =>
    close.mutate(
      { actionId: action.id, event },
      { onSuccess: () => notifySuccess({ message: t(`card.done.${event}`) }), onError: notifyActionError },
    );
  const confirmDecline = () =>
    modals.openConfirmModal({
      title: t('card.declineTitle'),
      children: <Text size="sm">{t('card.declineMessage', { name })}</Text>,
      labels: { confirm: t('card.decline'), cancel: t('actions.close') },
      confirmProps: { color: 'red' },
      onConfirm: () => run('decline'),
    });
  const busy = (event: CloseCvActionEvent) => close.isPending && close.variables.event === event;

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`${t(`subject.${action.subject}`)}: ${name}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm">
            {showCandidate ? (
              <Anchor component={Link} to={candidatePath(action.candidate.id)} fw={600}>
                {name}
              </Anchor>
            ) : (
              <Text fw={600}>{t(`subject.${action.subject}`)}</Text>
            )}
            <CvActionStatusBadge status={action.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('card.sent', { date: formatDate(action.created_at) })}
          </Text>
        </Group>
        {showCandidate && action.candidate.headline !== null ? (
          <Text size="sm" c="dimmed">
            {action.candidate.headline}
          </Text>
        ) : null}
        <RequestDetails action={action} />
        <ResponseDetails action={action} />
        <Group justify="flex-end" gap="xs">
          {canTransition(CV_ACTION_MACHINE, action.status, 'cancel') ? (
            <Button variant="default" loading={busy('cancel')} onClick={() => run('cancel')}>
              {t('card.cancel')}
            </Button>
          ) : null}
          {canTransition(CV_ACTION_MACHINE, action.status, 'decline') ? (
            <Button variant="light" color="red" loading={busy('decline')} onClick={confirmDecline}>
              {t('card.decline')}
            </Button>
          ) : null}
          {EMPLOYABLE_CV_ACTION_STATUSES.includes(action.status) ? (
            <Button color="green" onClick={() => onEmploy(action)}>
              {t('card.employ')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
