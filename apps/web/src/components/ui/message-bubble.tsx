import { Group, Paper, Text } from '@mantine/core';
import { formatDate, formatTime } from '@hireway/shared';
import type { ReactNode } from 'react';

interface MessageBubbleProps {
  /** The reader's own side: to the right, tinted. */
  own: boolean;
  author: ReactNode;
  /** Who wrote it, for screen readers ("From support"). */
  label: string;
  sentAt: string;
  body: string;
  /** Attachments under the text (download buttons). */
  attachments?: ReactNode;
}

/** One message of a conversation, as a list item: author, time, the text, and its attachments. */
export function MessageBubble({ own, author, label, sentAt, body, attachments }: MessageBubbleProps) {
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p="md"
      maw="85%"
      ml={own ? 'auto' : 0}
      bg={own ? 'var(--mantine-color-blue-light)' : undefined}
      aria-label={label}
    >
      <Group justify="space-between" gap="md" mb={6} wrap="nowrap">
        <Text size="sm" fw={700}>
          {author}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDate(sentAt)} {formatTime(sentAt)}
        </Text>
      </Group>
      {/* Plain text from either side: rendered as text, never as HTML. */}
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {body}
      </Text>
      {attachments ? (
        <Group gap="xs" mt="sm">
          {attachments}
        </Group>
      ) : null}
    </Paper>
  );
}
