import { Alert, Group, Skeleton, Stack, Title } from '@mantine/core';
import type { SupportMessage, SupportTicketStatus } from '@hireway/shared';
import { IconPaperclip } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { isApiError } from '../../lib/api-client';
import { translateMessage } from '../../lib/i18n';
import { DownloadButton } from './download-button';
import { MessageBubble } from './message-bubble';
import { TicketStatusBadge } from './ticket-status-badge';

/* One support request as its owner (features/support) and the support team (features/admin-support) read it. */

type Side = SupportMessage['author_role'];

/** How one side's messages are shown: the author's name and what a screen reader says of the message. */
export interface SupportAuthor {
  name: string;
  label: string;
}

interface SupportThreadProps<T extends { subject: string; status: SupportTicketStatus; messages: SupportMessage[] }> {
  ticket: UseQueryResult<T>;
  /** The link back to the list. */
  back: ReactNode;
  notFoundText: string;
  /** The line under the subject (category, who opened it, when). */
  meta: (ticket: T) => ReactNode;
  /** The reader's side: its messages stand to the right. */
  reader: Side;
  authors: (ticket: T) => Record<Side, SupportAuthor>;
  /** The words of the message list and of its attachments. */
  words: { messages: string; download: (filename: string) => string; downloadFailed: string };
  /** What follows the conversation: the reply form, or why there is none. */
  children: (ticket: T) => ReactNode;
  maw?: number;
}

const sizeOf = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A support request: back link, subject and status, its messages oldest first with their attachments, then `children`. */
export function SupportThread<T extends { subject: string; status: SupportTicketStatus; messages: SupportMessage[] }>(
  props: SupportThreadProps<T>,
) {
  const { ticket, back, notFoundText, meta, reader, authors, words, children, maw } = props;
  if (ticket.isPending) {
    return (
      <Stack gap="md" maw={maw}>
        {back}
        <Skeleton h={32} w="50%" />
        <Skeleton h={120} />
      </Stack>
    );
  }
  if (ticket.isError) {
    const notFound = isApiError(ticket.error) && ticket.error.status === 404;
    return (
      <Stack gap="md" maw={maw}>
        {back}
        <Alert color={notFound ? 'yellow' : 'red'} variant="light">
          {notFound ? notFoundText : translateMessage(ticket.error.message)}
        </Alert>
      </Stack>
    );
  }
  const { data } = ticket;
  const by = authors(data);
  return (
    <Stack gap="lg" maw={maw}>
      {back}
      <div>
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {data.subject}
          </Title>
          <TicketStatusBadge status={data.status} />
        </Group>
        {meta(data)}
      </div>
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={words.messages}>
        {data.messages.map((message) => (
          <MessageBubble
            key={message.id}
            own={message.author_role === reader}
            author={by[message.author_role].name}
            label={by[message.author_role].label}
            sentAt={message.created_at}
            body={message.body}
            attachments={message.attachments.map((file) => (
              <DownloadButton
                key={file.id}
                file={file}
                label={words.download(file.filename)}
                failedText={words.downloadFailed}
                icon={<IconPaperclip size={14} aria-hidden />}
              >
                {file.filename} · {sizeOf(file.size_bytes)}
              </DownloadButton>
            ))}
          />
        ))}
      </Stack>
      {children(data)}
    </Stack>
  );
}
