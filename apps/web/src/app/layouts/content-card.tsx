import { Alert, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

import { BlockLoader } from '../../components/ui/block-loader';

/** The bordered card a screen's main content (a form, a job) sits in. */
export function ContentCard({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      {children}
    </Paper>
  );
}

interface LoadedCardProps<T> {
  /** The query of what the card shows. */
  query: { isPending: boolean; isError: boolean; data: T | undefined };
  loadingLabel: string;
  /** Said when the query failed (e.g. "not found"). */
  failedMessage: string;
  children: (data: T) => ReactNode;
}

/** A content card of something loaded first: a loader while it loads, an alert when it failed, then the card. */
export function LoadedCard<T>({ query, loadingLabel, failedMessage, children }: LoadedCardProps<T>) {
  return (
    <>
      {query.isPending ? <BlockLoader label={loadingLabel} /> : null}
      {query.isError ? <Alert color="red">{failedMessage}</Alert> : null}
      {query.data !== undefined ? <ContentCard>{children(query.data)}</ContentCard> : null}
    </>
  );
}
