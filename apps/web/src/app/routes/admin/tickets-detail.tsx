import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  adminTicketReplyRequestSchema,
  formatDate,
  formatTime,
  type AdminTicketDetail,
  type SupportAttachment,
  type SupportMessage,
} from '@hireway/shared';
import { IconArrowLeft, IconLock, IconLockOpen, IconPaperclip } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { type TicketAction, useInboxTicket, useTicketActionMutation } from '../../../features/admin-ops/api/support';
import { adminOpsPaths } from '../../../features/admin-ops/paths';
import { saveBlob } from '../../../features/admin-ops/save-blob';
import { TicketStatusBadge } from '../../../features/support/components/ticket-status-badge';
import { apiDownload, isApiError } from '../../../lib/api-client';
import { zodFormResolver } from '../../../lib/forms/zod-form';
import { translateMessage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';

function AttachmentButton({ attachment }: { attachment: SupportAttachment }) {
  const { t } = useTranslation('admin-ops');
  const download = useMutation({
    mutationFn: async () => saveBlob(await apiDownload(attachment.download_url), attachment.filename),
  });
  return (
    <Button
      variant="default"
      size="compact-sm"
      leftSection={<IconPaperclip size={14} aria-hidden />}
      loading={download.isPending}
      aria-label={t('ticket.download', { name: attachment.filename })}
      onClick={() =>
        download.mutate(undefined, {
          onError: (error) =>
            notifyError({ message: isApiError(error) ? translateMessage(error.message) : t('common.failed') }),
        })
      }
    >
      {attachment.filename}
    </Button>
  );
}

function Message({ message, userName }: { message: SupportMessage; userName: string }) {
  const { t } = useTranslation('admin-ops');
  const fromSupport = message.author_role === 'support';
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p="md"
      maw="85%"
      ml={fromSupport ? 'auto' : 0}
      bg={fromSupport ? 'var(--mantine-color-blue-light)' : undefined}
      aria-label={fromSupport ? t('ticket.fromSupport') : t('ticket.fromUser')}
    >
      <Group justify="space-between" gap="md" mb={6} wrap="nowrap">
        <Text size="sm" fw={700}>
          {fromSupport ? t('ticket.support') : userName}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDate(message.created_at)} {formatTime(message.created_at)}
        </Text>
      </Group>
      {/* Plain text: rendered as text, never as HTML. */}
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {message.body}
      </Text>
      {message.attachments.length > 0 ? (
        <Group gap="xs" mt="sm">
          {message.attachments.map((file) => (
            <AttachmentButton key={file.id} attachment={file} />
          ))}
        </Group>
      ) : null}
    </Paper>
  );
}

function ReplyBox({ ticket }: { ticket: AdminTicketDetail }) {
  const { t } = useTranslation('admin-ops');
  const action = useTicketActionMutation(ticket.id);
  const form = useForm({ initialValues: { message: '' }, validate: zodFormResolver(adminTicketReplyRequestSchema) });
  const run = (next: TicketAction, done: string) =>
    action.mutate(next, {
      onSuccess: () => {
        if (next.kind === 'reply') form.reset();
        notifySuccess({ message: done });
      },
      onError: (error) => {
        if (isApiError(error) && error.fieldErrors.message?.[0]) {
          form.setFieldError('message', translateMessage(error.fieldErrors.message[0]));
        } else notifyError({ message: isApiError(error) ? translateMessage(error.message) : t('common.failed') });
      },
    });

  if (ticket.status === 'closed') {
    return (
      <Alert color="gray" variant="light" title={t('ticket.closedTitle')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('ticket.closedText')}</Text>
          <Button
            variant="default"
            leftSection={<IconLockOpen size={16} aria-hidden />}
            loading={action.isPending}
            onClick={() => run({ kind: 'reopen' }, t('ticket.reopened'))}
          >
            {t('ticket.reopen')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <form onSubmit={form.onSubmit(({ message }) => run({ kind: 'reply', message }, t('ticket.sent')))} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t('ticket.reply')}
          description={t('ticket.replyHint')}
          autosize
          minRows={4}
          maxRows={14}
          {...form.getInputProps('message')}
        />
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconLock size={16} aria-hidden />}
            disabled={action.isPending}
            onClick={() => run({ kind: 'close' }, t('ticket.closed'))}
          >
            {t('ticket.close')}
          </Button>
          <Button type="submit" loading={action.isPending}>
            {t('ticket.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /admin/tickets/{id}: the thread, the owner, a reply as support, close and reopen. */
export function Component() {
  const { t } = useTranslation(['admin-ops', 'support']);
  const { ticketId = '' } = useParams();
  const ticket = useInboxTicket(ticketId);
  const back = (
    <Anchor component={Link} to={adminOpsPaths.tickets} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('ticket.back')}
      </Group>
    </Anchor>
  );
  if (ticket.isPending) {
    return (
      <Stack gap="md" maw={860}>
        {back}
        <Skeleton h={32} w="50%" />
        <Skeleton h={120} />
      </Stack>
    );
  }
  if (ticket.isError) {
    const notFound = isApiError(ticket.error) && ticket.error.status === 404;
    return (
      <Stack gap="md" maw={860}>
        {back}
        <Alert color={notFound ? 'yellow' : 'red'} variant="light">
          {notFound ? t('ticket.notFound') : translateMessage(ticket.error.message)}
        </Alert>
      </Stack>
    );
  }
  const { data } = ticket;
  return (
    <Stack gap="lg" maw={860}>
      {back}
      <div>
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {data.subject}
          </Title>
          <TicketStatusBadge status={data.status} />
        </Group>
        <Text size="sm" c="dimmed" mt={4}>
          {t('ticket.meta', {
            name: data.user.name,
            email: data.user.email,
            category: t(`support:categories.${data.category}`),
            date: formatDate(data.created_at),
          })}
        </Text>
      </div>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('ticket.messages')}>
        {data.messages.map((message) => (
          <Message key={message.id} message={message} userName={data.user.name} />
        ))}
      </Stack>
      <ReplyBox ticket={data} />
    </Stack>
  );
}
