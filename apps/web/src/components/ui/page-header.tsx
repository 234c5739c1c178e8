import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or a filter at the right of the title (a "New" button, a status picker). */
  actions?: ReactNode;
  /** The public pages use a larger title than the signed-in areas. */
  size?: 'area' | 'public';
}

/** The title block a screen starts with: its heading, one line on what it is for, and its actions. */
export function PageHeader({ title, subtitle, actions, size = 'area' }: PageHeaderProps) {
  const heading = (
    <div>
      <Title order={1} fz={size === 'public' ? 30 : { base: 24, sm: 28 }}>
        {title}
      </Title>
      {subtitle ? (
        <Text c="dimmed" mt={4}>
          {subtitle}
        </Text>
      ) : null}
    </div>
  );
  if (actions === undefined) return heading;
  return (
    <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
      {heading}
      {actions}
    </Group>
  );
}
