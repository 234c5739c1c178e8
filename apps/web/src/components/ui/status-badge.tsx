import { Badge } from '@mantine/core';
import { statusMantineColor } from '@hireway/shared';
import type { ReactNode } from 'react';

/** A status in the spec's status colours (statusColor of packages/shared); the caller gives its words. */
export function StatusBadge({ status, children }: { status: string | null | undefined; children: ReactNode }) {
  return (
    <Badge color={statusMantineColor(status)} variant="light">
      {children}
    </Badge>
  );
}
