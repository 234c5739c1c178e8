import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface DashboardPanelProps {
  title: string;
  /** Controls at the right of the title (a period selector). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The CSS variable of a Mantine colour ('blue.6'), for swatches beside a chart. */
export const cssColor = (color: string): string => `var(--mantine-color-${color.replace('.', '-')})`;

/** A titled card of the dashboard (a chart, a list). */
export function DashboardPanel({ title, actions, children }: DashboardPanelProps) {
  return (
    <Card withBorder radius="lg" padding="lg" h="100%" component="section" aria-label={title}>
      <Stack gap="md" h="100%">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg">
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** What a panel shows when there is nothing to draw yet. */
export function PanelEmptyState({ text }: { text: string }) {
  return (
    <Stack align="center" justify="center" gap="xs" py="xl" style={{ flex: 1 }}>
      <ThemeIcon variant="light" color="gray" size={44} radius="xl" aria-hidden>
        <IconChartBar size={22} />
      </ThemeIcon>
      <Text c="dimmed" size="sm" ta="center" maw={320}>
        {text}
      </Text>
    </Stack>
  );
}
