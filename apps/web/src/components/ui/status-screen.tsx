import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusScreenProps {
  icon: ReactNode;
  title: string;
  /** One or more paragraphs. */
  description: ReactNode;
  /** Buttons or links below the text. */
  actions?: ReactNode;
  color?: string;
}

/** A full-page message with one clear next step (onboarding steps, notices, errors). */
export function StatusScreen({ icon, title, description, actions, color = 'blue' }: StatusScreenProps) {
  return (
    <Stack align="center" gap="md" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={1} fz={26}>
        {title}
      </Title>
      {typeof description === 'string' ? (
        <Text c="dimmed" maw={440}>
          {description}
        </Text>
      ) : (
        description
      )}
      {actions}
    </Stack>
  );
}
