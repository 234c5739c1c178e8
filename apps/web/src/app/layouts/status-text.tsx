import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusTextProps {
  /** What happened, or what happens next. */
  message: string;
  /** A smaller line below it (how long it takes, where to look). */
  note?: string;
  /** Anything after the text: a reason from the server, a notice that something was sent. */
  children?: ReactNode;
}

/** The text of a status screen when it says more than one sentence: the message, a note below it, and extras. */
export function StatusText({ message, note, children }: StatusTextProps) {
  return (
    <Stack gap="sm" maw={480}>
      <Text c="dimmed">{message}</Text>
      {note !== undefined ? (
        <Text c="dimmed" size="sm">
          {note}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
