import { Card, Group, Skeleton, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface StatCardProps {
  label: string;
  /** null while loading. */
  value: ReactNode | null;
  /** A line under the value: a breakdown or what the figure means. */
  detail?: ReactNode;
  icon: ReactNode;
  color: string;
  /** A word rather than a number (a job title): a smaller type. Long texts get it anyway. */
  compact?: boolean;
  /** Where the figure leads (a queue, a list). */
  to?: string;
}

/** One headline figure of a dashboard (seeker, provider and admin homes). */
export function StatCard({ label, value, detail, icon, color, compact, to }: StatCardProps) {
  const small = compact ?? (typeof value === 'string' && value.length > 12);
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
            <Text component="div" fz={small ? 'lg' : 28} fw={700} lh={1.25} lineClamp={2}>
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
    <section aria-label={label} style={{ height: '100%' }}>
      {to === undefined ? (
        body
      ) : (
        <UnstyledButton component={Link} to={to} w="100%" h="100%" display="block">
          {body}
        </UnstyledButton>
      )}
    </section>
  );
}
