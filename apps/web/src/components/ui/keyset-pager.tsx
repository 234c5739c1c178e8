import { Button, Group, Pagination, Text } from '@mantine/core';
import type { KeysetMeta } from '@hireway/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The cursor that reaches `target` from the page shown: next/previous step by the answer's cursors, else none. */
export const cursorFor = (
  current: number,
  meta: Pick<KeysetMeta, 'next_cursor' | 'prev_cursor'>,
  target: number,
): string | null => {
  if (target === current + 1) return meta.next_cursor;
  if (target === current - 1 && target !== 1) return meta.prev_cursor;
  return null;
};

interface KeysetPagerProps {
  /** The page shown. */
  page: number;
  meta: KeysetMeta;
  /** While the next answer loads, the cursors on screen belong to the page being left. */
  disabled?: boolean;
  /** The page asked for, with the cursor that reaches it (null: by page number). */
  onPage: (page: number, cursor: string | null) => void;
}

/**
 * Pages of a list that can grow without bound (ARCHITECTURE.md, API conventions): next and previous go by the
 * answer's cursors (keyset pages: a deep page costs what the first one costs), other pages by number. With an
 * exact total the numbered pager stays; past the count cap the last page is unknown: previous / "Page N" / next.
 * The job board has its own (features/jobs/components/board-pager.tsx), which also keeps the page in the URL.
 */
export function KeysetPager({ page, meta, disabled = false, onPage }: KeysetPagerProps) {
  const { t, i18n } = useTranslation('common');
  const go = (target: number) => onPage(target, cursorFor(page, meta, target));
  const number = (value: number) => value.toLocaleString(i18n.resolvedLanguage);

  if (!meta.total_is_lower_bound) {
    if (meta.last_page <= 1) return null;
    const current = Math.min(page, meta.last_page);
    return (
      <Pagination
        total={meta.last_page}
        value={current}
        onChange={go}
        disabled={disabled}
        getItemProps={(item) => ({
          'aria-label': t('pager.page', { page: number(item) }),
          'aria-current': item === current ? 'page' : undefined,
        })}
        getControlProps={(control) =>
          control === 'previous' || control === 'next' ? { 'aria-label': t(`pager.${control}`) } : {}
        }
      />
    );
  }

  return (
    <Group gap="xs" wrap="nowrap" role="navigation" aria-label={t('pager.label')}>
      <Button
        variant="default"
        leftSection={<IconChevronLeft size={16} aria-hidden />}
        disabled={disabled || page <= 1}
        onClick={() => go(page - 1)}
      >
        {t('pager.previous')}
      </Button>
      <Text size="sm" px="xs" aria-current="page">
        {t('pager.page', { page: number(page) })}
      </Text>
      <Button
        variant="default"
        rightSection={<IconChevronRight size={16} aria-hidden />}
        disabled={disabled || meta.next_cursor === null}
        onClick={() => go(page + 1)}
      >
        {t('pager.next')}
      </Button>
    </Group>
  );
}
