import { Alert, Button, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  adminTicketReplyRequestSchema,
  formatDate,
  type AdminTicketDetail,
  type SupportMessage,
} from '@hireway/shared';
import { IconLock, IconLockOpen, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { BackLink } from '../../../components/ui/back-link';
import { DownloadButton } from '../../../components/ui/download-button';
import { MessageBubble } from '../../../components/ui/message-bubble';
import { TicketStatusBadge } from '../../../components/ui/ticket-status-badge';
import { adminPaths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { zodFormResolver } from '../../../lib/forms/zod-form';
import { translateMessage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type TicketAction, useInboxTicket, useTicketActionMutation } from '../api/support';

function Message({ message, userName }: { message: SupportMessage; userName: string }) {
  const { t } = useTranslation('admin-ops');
  const fromSupport = message.author_role === 'support';
  return (
    <MessageBubble
      own={fromSupport}
      author={fromSupport ? t('ticket.support') : userName}
      label={fromSupport ? t('ticket.fromSupport') : t('ticket.fromUser')}
      sentAt={message.created_at}
      body={message.body}
      attachments={message.attachments.map((file) => (
        <DownloadButton
          key={file.id}
          file={file}
          label={t('ticket.download', { name: file.filename })}
          failedText={t('common.failed')}
          icon={<IconPaperclip size={14} aria-hidden />}
        >
          {file.filename}
        </DownloadButton>
      ))}
    />
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

/** One ticket of the inbox: the thread, the owner, a reply as support, close and reopen. */
export function InboxTicket({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation(['admin-ops', 'support']);
  const ticket = useInboxTicket(ticketId);
  const back = <BackLink to={adminPaths.tickets}>{t('ticket.back')}</BackLink>;
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
