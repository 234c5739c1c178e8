import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The title block every console screen starts with. */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        {subtitle ? (
          <Text c="dimmed" mt={4}>
            {subtitle}
          </Text>
        ) : null}
      </div>
      {actions}
    </Group>
  );
}
