import { Alert, Center, Pagination, Stack, Text, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockLoader } from './block-loader';

/** What a list screen knows of its page of rows. */
export interface ListPageMeta {
  page: number;
  last_page: number;
}

interface ListStateProps {
  isLoading: boolean;
  isError: boolean;
  isEmpty: boolean;
  emptyText: ReactNode;
  /** The failure in the list's own words; a general "could not be loaded" otherwise. */
  errorText?: ReactNode;
  loadingLabel?: string;
}

/** Loading, failure and empty states of a list, in one place (nothing once there are rows). */
export function ListState({ isLoading, isError, isEmpty, emptyText, errorText, loadingLabel }: ListStateProps) {
  const { t } = useTranslation('common');
  if (isError) return <Alert color="red">{errorText ?? t('list.failed')}</Alert>;
  if (isLoading) return <BlockLoader label={loadingLabel ?? t('list.loading')} />;
  if (isEmpty)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {emptyText}
      </Text>
    );
  return null;
}

/** Page buttons under a list (hidden when everything fits on one page). */
export function ListPagination({
  meta,
  page,
  onChange,
}: {
  meta: ListPageMeta | undefined;
  /** The page asked for; the page the answer says otherwise. */
  page?: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('common');
  if (!meta || meta.last_page <= 1) return null;
  return (
    <Center>
      <Pagination
        total={meta.last_page}
        value={page ?? meta.page}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': t(`list.pages.${control}`) })}
      />
    </Center>
  );
}

interface ListFrameProps extends Omit<ListStateProps, 'isLoading' | 'isError'> {
  /** The list's query: pending until its first answer, failed when it could not be loaded. */
  query: { isPending: boolean; isError: boolean };
  /** The title block (a PageHeader). */
  header?: ReactNode;
  /** Search fields, a status picker: above the list, shown in every state. */
  filters?: ReactNode;
  /** The rows, shown once there are some (`isEmpty` is true while there are none, data or not). */
  children: ReactNode;
  meta?: ListPageMeta | undefined;
  page?: number;
  onPageChange?: (page: number) => void;
  /** What sits under the list in every state (a dialog, a modal). */
  footer?: ReactNode;
  maw?: StackProps['maw'];
  gap?: StackProps['gap'];
}

/** A list's query as ListFrame reads it: its states, and once answered a page of rows with its meta. */
interface PagedQuery<Row, Meta> {
  isPending: boolean;
  isError: boolean;
  data: { data: Row[]; meta: Meta } | undefined;
}

/**
 * The rows of a paged list query, and the props ListFrame takes from it (`<ListFrame {...frame}>`): the query, whether
 * there are no rows, the page meta and, when given, the page asked for and the page buttons' handler.
 */
export function pagedList<Row, Meta extends ListPageMeta>(
  query: PagedQuery<Row, Meta>,
  paging: { page?: number; onPageChange?: (page: number) => void } = {},
) {
  const rows = query.data?.data ?? [];
  return { rows, frame: { query, isEmpty: rows.length === 0, meta: query.data?.meta, ...paging } };
}

/**
 * The frame of a list screen: title, filters, then the failure, the loader, the empty text or the rows,
 * and the pages under them.
 */
export function ListFrame({
  query,
  header,
  filters,
  children,
  meta,
  page,
  onPageChange,
  footer,
  maw,
  gap = 'lg',
  ...state
}: ListFrameProps) {
  return (
    <Stack gap={gap} maw={maw}>
      {header}
      {filters}
      <ListState isLoading={query.isPending} isError={query.isError} {...state} />
      {query.isPending || state.isEmpty ? null : children}
      {onPageChange ? <ListPagination meta={meta} page={page} onChange={onPageChange} /> : null}
      {footer}
    </Stack>
  );
}
