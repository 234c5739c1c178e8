import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface CardHeadingProps {
  title: string;
  subtitle?: ReactNode;
  /** An icon above the title (auth screens) or beside it. */
  icon?: ReactNode;
  color?: string;
}

/** The title block of a full-page card: icon, heading and one line on what to do. */
export function CardHeading({ title, subtitle, icon, color = 'blue' }: CardHeadingProps) {
  return (
    <Stack gap={6}>
      {icon !== undefined ? (
        <Group>
          <ThemeIcon size={48} radius="xl" variant="light" color={color} aria-hidden>
            {icon}
          </ThemeIcon>
        </Group>
      ) : null}
      <Title order={1} fz={26}>
        {title}
      </Title>
      {subtitle !== undefined ? (
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The title block above a full-page form without an icon (sign in, register, onboarding): heading, one line under it. */
export function FormHeading({ title, subtitle }: { title: ReactNode; subtitle: ReactNode }) {
  return (
    <div>
      <Title order={1} fz={26}>
        {title}
      </Title>
      <Text c="dimmed" size="sm" mt={4}>
        {subtitle}
      </Text>
    </div>
  );
}
