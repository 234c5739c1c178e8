import { Alert, Badge, Group, Paper, Text } from '@mantine/core';
import { formatDate } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { BackLink } from '../../../components/ui/back-link';
import { SupportThread } from '../../../components/ui/support-thread';
import { useTicket } from '../api/get-ticket';
import { ReplyForm } from './reply-form';

/** One support request: its messages (attachments download with the session's token) and a reply form. */
export function TicketThread({ ticketId, backTo }: { ticketId: string; backTo: string }) {
  const { t } = useTranslation('support');
  return (
    <SupportThread
      ticket={useTicket(ticketId)}
      back={<BackLink to={backTo}>{t('thread.back')}</BackLink>}
      notFoundText={t('thread.notFound')}
      meta={(data) => (
        <Group gap="xs" mt={6}>
          <Badge variant="outline" color="gray">
            {t(`categories.${data.category}`)}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('thread.opened', { date: formatDate(data.created_at) })}
          </Text>
        </Group>
      )}
      reader="user"
      authors={() => ({
        user: { name: t('thread.you'), label: t('thread.fromYou') },
        support: { name: t('thread.support'), label: t('thread.fromSupport') },
      })}
      words={{
        messages: t('thread.messages'),
        download: (name) => t('thread.download', { name }),
        downloadFailed: t('thread.downloadFailed'),
      }}
    >
      {(data) =>
        data.status === 'closed' ? (
          <Alert color="gray" variant="light">
            {t('thread.closed')}
          </Alert>
        ) : (
          <Paper withBorder radius="lg" p="md">
            <ReplyForm ticketId={data.id} />
          </Paper>
        )
      }
    </SupportThread>
  );
}
