import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface CvPanelProps {
  title: string;
  description?: string;
  /** Beside the title, e.g. the "Add" button of a list. */
  action?: ReactNode;
  children: ReactNode;
}

/** One part of the CV editor: its heading, what it is for, and its form or list. */
export function CvPanel({ title, description, action, children }: CvPanelProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-label={title}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div style={{ flex: 1, minWidth: 220 }}>
            <Title order={2} fz={20}>
              {title}
            </Title>
            {description !== undefined ? (
              <Text c="dimmed" size="sm" mt={4}>
                {description}
              </Text>
            ) : null}
          </div>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
