import { Alert, Center, Loader, Pagination, Text } from '@mantine/core';
import type { PaginationMeta } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

/** Loading, failure and empty states of a list, in one place. */
export function ListState({
  isLoading,
  isError,
  isEmpty,
  emptyText,
}: {
  isLoading: boolean;
  isError: boolean;
  isEmpty: boolean;
  emptyText: string;
}) {
  const { t } = useTranslation('admin-ops');
  if (isError) return <Alert color="red">{t('common.failed')}</Alert>;
  if (isLoading)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
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
  onChange,
}: {
  meta: PaginationMeta | undefined;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('admin-ops');
  if (!meta || meta.last_page <= 1) return null;
  return (
    <Center>
      <Pagination
        total={meta.last_page}
        value={meta.page}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': t(`common.pages.${control}`) })}
      />
    </Center>
  );
}
