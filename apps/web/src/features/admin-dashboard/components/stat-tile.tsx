import { Card, Group, Skeleton, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface StatTileProps {
  label: string;
  /** null while loading. */
  value: string | null;
  detail?: string | undefined;
  icon: ReactNode;
  color: string;
  /** Where the figure leads (the queue, the user list). */
  to?: string;
}

/** One headline figure of the admin home. */
export function StatTile({ label, value, detail, icon, color, to }: StatTileProps) {
  const body = (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          {value === null ? (
            <Skeleton h={32} w={64} radius="sm" />
          ) : (
            <Text component="div" fz={value.length > 12 ? 'lg' : 28} fw={700} lh={1.25}>
              {value}
            </Text>
          )}
        </Stack>
        <ThemeIcon variant="light" color={color} size={40} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
      {detail !== undefined && value !== null ? (
        <Text size="xs" c="dimmed" mt="sm">
          {detail}
        </Text>
      ) : null}
    </Card>
  );
  return (
    <section aria-label={label}>
      {to ? (
        <UnstyledButton component={Link} to={to} w="100%" h="100%" display="block">
          {body}
        </UnstyledButton>
      ) : (
        body
      )}
    </section>
  );
}
