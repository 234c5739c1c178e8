import { Anchor, Group, List, Paper, Stack, Text } from '@mantine/core';
import { type CvAction, type CvActionFile, formatDate } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { CvActionStatusBadge } from './cv-action-status-badge';
import { DocumentResponseForm } from './document-response-form';
import { InterviewResponseForm } from './interview-response-form';

type DocumentRequest = Extract<CvAction, { subject: 'additional-documents' }>;
type InterviewRequest = Extract<CvAction, { subject: 'interview' }>;

const kilobytes = (bytes: number): string => `${String(Math.max(1, Math.round(bytes / 1024)))} KB`;

function SentFiles({ files }: { files: readonly CvActionFile[] }) {
  const { t } = useTranslation('jobs');
  if (files.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={500}>
        {t('track.documents.sentFiles')}
      </Text>
      <List size="sm" spacing={2}>
        {files.map((file) => (
          <List.Item key={file.id}>
            {file.filename}{' '}
            <Text span c="dimmed" size="xs">
              ({kilobytes(file.size_bytes)})
            </Text>
          </List.Item>
        ))}
      </List>
    </div>
  );
}

/** What the seeker answered, once the request is no longer pending. */
function Answer({ action }: { action: CvAction }) {
  const { t } = useTranslation('jobs');
  if (action.status === 'cancelled')
    return (
      <Text size="sm" c="dimmed">
        {t('track.withdrawn')}
      </Text>
    );
  const declined =
    action.status === 'declined' ? (
      <Text size="sm" c="dimmed">
        {t('track.declined')}
      </Text>
    ) : null;
  const response = action.response;
  if (response === null) return declined;
  const when = action.responded_at === null ? '' : formatDate(action.responded_at);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('track.answered', { date: when })}
      </Text>
      {action.subject === 'interview' ? (
        <Text size="sm">
          {response.confirmed === true
            ? t('track.interviews.youConfirmed')
            : t('track.interviews.youProposed', {
                date: response.proposed_date === null ? '' : formatDate(response.proposed_date),
                time: response.proposed_time ?? '',
              })}
        </Text>
      ) : null}
      {response.message !== null ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {response.message}
        </Text>
      ) : null}
      <SentFiles files={action.files} />
      {declined}
    </Stack>
  );
}

function DocumentDetails({ action }: { action: DocumentRequest }) {
  const { t } = useTranslation('jobs');
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('track.documents.asked')}
      </Text>
      <List size="sm" spacing={2}>
        {action.details.documents.map((document) => (
          <List.Item key={document}>{document}</List.Item>
        ))}
      </List>
      {action.details.note !== null ? (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {action.details.note}
        </Text>
      ) : null}
    </Stack>
  );
}

function InterviewDetails({ action }: { action: InterviewRequest }) {
  const { t } = useTranslation('jobs');
  const { date, time, timezone, mode, place, link, notes } = action.details;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('track.interviews.when', { date: formatDate(date), time, timezone })}
      </Text>
      <Text size="sm">
        {t(`track.interviews.mode.${mode}`)}
        {place !== null ? ` · ${place}` : ''}
      </Text>
      {link !== null ? (
        <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
          {t('track.interviews.link')}
        </Anchor>
      ) : null}
      {notes !== null ? (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {notes}
        </Text>
      ) : null}
    </Stack>
  );
}

/** One employer's request: who asked, what, where it stands, and the answer form while it is pending. */
export function CvActionCard({ action }: { action: CvAction }) {
  const { t } = useTranslation('jobs');
  const pending = action.status === 'pending';
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={action.company.name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text fw={600}>{action.company.name}</Text>
            <Text size="xs" c="dimmed">
              {t('track.requestedOn', { date: formatDate(action.created_at) })}
            </Text>
          </div>
          <CvActionStatusBadge status={action.status} />
        </Group>
        {action.subject === 'additional-documents' ? <DocumentDetails action={action} /> : null}
        {action.subject === 'interview' ? <InterviewDetails action={action} /> : null}
        {pending && action.subject === 'additional-documents' ? <DocumentResponseForm actionId={action.id} /> : null}
        {pending && action.subject === 'interview' ? <InterviewResponseForm actionId={action.id} /> : null}
        {pending ? null : <Answer action={action} />}
      </Stack>
    </Paper>
  );
}
