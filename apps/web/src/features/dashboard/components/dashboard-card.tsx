import { Badge, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface DashboardCardProps {
  icon: ReactNode;
  title: string;
  /** The empty state: what is missing and what comes next. */
  emptyText: string;
  actionLabel: string;
  /** Where the next step lives; null while that screen is not available yet. */
  to: string | null;
  color?: string;
}

export function DashboardCard({ icon, title, emptyText, actionLabel, to, color = 'blue' }: DashboardCardProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Card withBorder radius="lg" padding="lg" h="100%" component="section" aria-label={title}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color={color} size={40} radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
          <Text fw={700} size="lg">
            {title}
          </Text>
        </Group>
        <Text c="dimmed" size="sm" style={{ flex: 1 }}>
          {emptyText}
        </Text>
        {to !== null ? (
          <Button
            component={Link}
            to={to}
            variant="light"
            color={color}
            rightSection={<IconArrowRight size={16} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {actionLabel}
          </Button>
        ) : (
          <Group gap="xs">
            <Text size="sm" fw={600} c="dimmed">
              {actionLabel}
            </Text>
            <Badge variant="light" color="gray" size="sm">
              {t('comingSoon')}
            </Badge>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
