import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

import { CardHeading } from './card-heading';
import { PageCard } from './page-card';

interface AuthPageProps {
  /** The icon above the title (26 px). */
  icon: ReactNode;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The frame of an auth screen (sign in, reset, MFA, phone): the centred card, its heading, then the form. */
export function AuthPage({ icon, title, subtitle, children }: AuthPageProps) {
  return (
    <PageCard>
      <Stack gap="lg">
        <CardHeading icon={icon} title={title} subtitle={subtitle} />
        {children}
      </Stack>
    </PageCard>
  );
}
