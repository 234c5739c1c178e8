import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatTime, type SupportAttachment, type SupportMessage } from '@hireway/shared';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { useDownloadAttachmentMutation } from '../api/download-attachment';
import { useTicket } from '../api/get-ticket';
import { ReplyForm } from './reply-form';
import { TicketStatusBadge } from './ticket-status-badge';

const sizeOf = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function AttachmentButton({ attachment }: { attachment: SupportAttachment }) {
  const { t } = useTranslation('support');
  const download = useDownloadAttachmentMutation();
  return (
    <Button
      variant="default"
      size="compact-sm"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={download.isPending}
      aria-label={t('thread.download', { name: attachment.filename })}
      onClick={() =>
        download.mutate(attachment, {
          onError: (error) =>
            notifyError({ message: isApiError(error) ? translateMessage(error.message) : t('thread.downloadFailed') }),
        })
      }
    >
      {attachment.filename} · {sizeOf(attachment.size_bytes)}
    </Button>
  );
}

function MessageBubble({ message }: { message: SupportMessage }) {
  const { t } = useTranslation('support');
  const mine = message.author_role === 'user';
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p="md"
      maw="85%"
      ml={mine ? 'auto' : 0}
      bg={mine ? 'var(--mantine-color-blue-light)' : undefined}
      aria-label={mine ? t('thread.fromYou') : t('thread.fromSupport')}
    >
      <Group justify="space-between" gap="md" mb={6} wrap="nowrap">
        <Text size="sm" fw={700}>
          {mine ? t('thread.you') : t('thread.support')}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDate(message.created_at)} {formatTime(message.created_at)}
        </Text>
      </Group>
      {/* Plain text from either side: rendered as text, never as HTML. */}
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {message.body}
      </Text>
      {message.attachments.length > 0 ? (
        <Group gap="xs" mt="sm">
          {message.attachments.map((attachment) => (
            <AttachmentButton key={attachment.id} attachment={attachment} />
          ))}
        </Group>
      ) : null}
    </Paper>
  );
}

/** One support request: its messages (attachments download with the session's token) and a reply form. */
export function TicketThread({ ticketId, backTo }: { ticketId: string; backTo: string }) {
  const { t } = useTranslation('support');
  const ticket = useTicket(ticketId);

  const back = (
    <Anchor component={Link} to={backTo} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('thread.back')}
      </Group>
    </Anchor>
  );

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
          <MessageBubble key={message.id} message={message} />
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
