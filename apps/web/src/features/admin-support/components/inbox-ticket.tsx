import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { adminTicketReplyRequestSchema, formatDate, type AdminTicketDetail } from '@hireway/shared';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { BackLink } from '../../../components/ui/back-link';
import { SupportThread } from '../../../components/ui/support-thread';
import { adminPaths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { zodFormResolver } from '../../../lib/forms/zod-form';
import { translateMessage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type TicketAction, useInboxTicket, useTicketActionMutation } from '../api/support';

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
  return (
    <SupportThread
      ticket={useInboxTicket(ticketId)}
      back={<BackLink to={adminPaths.tickets}>{t('ticket.back')}</BackLink>}
      notFoundText={t('ticket.notFound')}
      maw={860}
      meta={(data) => (
        <Text size="sm" c="dimmed" mt={4}>
          {t('ticket.meta', {
            name: data.user.name,
            email: data.user.email,
            category: t(`support:categories.${data.category}`),
            date: formatDate(data.created_at),
          })}
        </Text>
      )}
      reader="support"
      authors={(data) => ({
        user: { name: data.user.name, label: t('ticket.fromUser') },
        support: { name: t('ticket.support'), label: t('ticket.fromSupport') },
      })}
      words={{
        messages: t('ticket.messages'),
        download: (name) => t('ticket.download', { name }),
        downloadFailed: t('common.failed'),
      }}
    >
      {(data) => <ReplyBox ticket={data} />}
    </SupportThread>
  );
}
