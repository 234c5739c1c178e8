import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

const WIDTHS = { narrow: 460, medium: 620, wide: 860 } as const;

interface PageCardProps {
  children: ReactNode;
  width?: keyof typeof WIDTHS;
}

/** The centred card of the full-page layout. */
export function PageCard({ children, width = 'narrow' }: PageCardProps) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={WIDTHS[width]} mx="auto">
      {children}
    </Paper>
  );
}
