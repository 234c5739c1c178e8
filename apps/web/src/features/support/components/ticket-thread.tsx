import { Alert, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDate, type SupportMessage } from '@hireway/shared';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { TicketStatusBadge } from '../../../components/ui/ticket-status-badge';
import { BackLink } from '../../../components/ui/back-link';
import { DownloadButton } from '../../../components/ui/download-button';
import { MessageBubble } from '../../../components/ui/message-bubble';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { useTicket } from '../api/get-ticket';
import { ReplyForm } from './reply-form';

const sizeOf = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function Message({ message }: { message: SupportMessage }) {
  const { t } = useTranslation('support');
  const mine = message.author_role === 'user';
  return (
    <MessageBubble
      own={mine}
      author={mine ? t('thread.you') : t('thread.support')}
      label={mine ? t('thread.fromYou') : t('thread.fromSupport')}
      sentAt={message.created_at}
      body={message.body}
      attachments={message.attachments.map((attachment) => (
        <DownloadButton
          key={attachment.id}
          file={attachment}
          label={t('thread.download', { name: attachment.filename })}
          failedText={t('thread.downloadFailed')}
          icon={<IconDownload size={14} aria-hidden />}
        >
          {attachment.filename} · {sizeOf(attachment.size_bytes)}
        </DownloadButton>
      ))}
    />
  );
}

/** One support request: its messages (attachments download with the session's token) and a reply form. */
export function TicketThread({ ticketId, backTo }: { ticketId: string; backTo: string }) {
  const { t } = useTranslation('support');
  const ticket = useTicket(ticketId);

  const back = <BackLink to={backTo}>{t('thread.back')}</BackLink>;

  if (ticket.isPending) {
    return (
      <Stack gap="md">
        {back}
        <Skeleton h={32} w="50%" />
        <Skeleton h={120} />
      </Stack>
    );
  }
  if (ticket.isError) {
    const notFound = isApiError(ticket.error) && ticket.error.status === 404;
    return (
      <Stack gap="md">
        {back}
        <Alert color={notFound ? 'yellow' : 'red'} variant="light">
          {notFound ? t('thread.notFound') : translateMessage(ticket.error.message)}
        </Alert>
      </Stack>
    );
  }

  const { data } = ticket;
  return (
    <Stack gap="lg">
      {back}
      <div>
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {data.subject}
          </Title>
          <TicketStatusBadge status={data.status} />
        </Group>
        <Group gap="xs" mt={6}>
          <Badge variant="outline" color="gray">
            {t(`categories.${data.category}`)}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('thread.opened', { date: formatDate(data.created_at) })}
          </Text>
        </Group>
      </div>
      <Stack
        gap="sm"
        component="ol"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={t('thread.messages')}
      >
        {data.messages.map((message) => (
          <Message key={message.id} message={message} />
        ))}
      </Stack>
      {data.status === 'closed' ? (
        <Alert color="gray" variant="light">
          {t('thread.closed')}
        </Alert>
      ) : (
        <Paper withBorder radius="lg" p="md">
          <ReplyForm ticketId={data.id} />
        </Paper>
      )}
    </Stack>
  );
}
