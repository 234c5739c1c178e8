import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { PageCard } from './page-card';

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

interface StatusPageProps extends StatusScreenProps {
  /** The card's width (narrow unless told). */
  width?: 'narrow' | 'medium';
  /** The next step as a link button, when it is only that (in place of `actions`). */
  link?: { to: string; label: string };
}

/** A status screen alone in the centred card of the full-page layout. */
export function StatusPage({ width, link, actions, ...screen }: StatusPageProps) {
  return (
    <PageCard width={width}>
      <StatusScreen
        {...screen}
        actions={
          link === undefined ? (
            actions
          ) : (
            <Button component={Link} to={link.to}>
              {link.label}
            </Button>
          )
        }
      />
    </PageCard>
  );
}
