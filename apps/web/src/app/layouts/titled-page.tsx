import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

import { PageCard } from '../../components/ui/page-card';
import { PageHeader } from '../../components/ui/page-header';

interface TitledPageProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The public pages use a larger title than the signed-in areas. */
  size?: 'area' | 'public';
  /** The column's width at the most (a form reads better narrow); full width unless told. */
  maw?: number;
  /** Above the title, e.g. a way back. */
  top?: ReactNode;
  children: ReactNode;
}

/** A screen of an area: its title block, then its content, one below the other. */
export function TitledPage({ title, subtitle, size, maw, top, children }: TitledPageProps) {
  return (
    <Stack gap="lg" maw={maw}>
      {top}
      <PageHeader title={title} subtitle={subtitle} size={size} />
      {children}
    </Stack>
  );
}

/** A public page (no sign-in): the titled page in the wide card of the full-page layout, with the larger title. */
export function PublicPage({ title, subtitle, children }: Pick<TitledPageProps, 'title' | 'subtitle' | 'children'>) {
  return (
    <PageCard width="wide">
      <TitledPage title={title} subtitle={subtitle} size="public">
        {children}
      </TitledPage>
    </PageCard>
  );
}
