import { Button, Group, Pagination, Text } from '@mantine/core';
import type { KeysetMeta } from '@hireway/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { pageTarget, type PublicJobListParams } from '../board-params';
import { formatCount } from '../format-count';

interface BoardPagerProps {
  params: PublicJobListParams;
  meta: KeysetMeta;
  /** While the next answer loads, the cursors on screen belong to the page being left. */
  disabled: boolean;
  onPage: (target: PublicJobListParams) => void;
}

/**
 * Pages of the board. Next and previous step by the answer's cursors (keyset pages: page 200 costs what page 1
 * costs) and by number when the answer has no cursor for that step. With an exact total the numbered pager
 * stays; past the count cap the last page is unknown, so it is previous / "Page N" / next.
 */
export function BoardPager({ params, meta, disabled, onPage }: BoardPagerProps) {
  const { t, i18n } = useTranslation('jobs');
  const go = (page: number) => onPage(pageTarget(params, meta, page));
  const hasPrevious = params.page > 1;
  const hasNext = meta.next_cursor !== null || params.page < meta.last_page;

  if (!meta.total_is_lower_bound) {
    if (meta.last_page <= 1) return null;
    return (
      <Pagination
        total={meta.last_page}
        value={Math.min(params.page, meta.last_page)}
        onChange={go}
        disabled={disabled}
        getItemProps={(page) => ({
          'aria-label': t('board.pager.page', { page: formatCount(page, i18n.resolvedLanguage) }),
          // Mantine marks the current page only by colour (data-active); say it to assistive technology too.
          'aria-current': page === Math.min(params.page, meta.last_page) ? 'page' : undefined,
        })}
        getControlProps={(control) =>
          control === 'previous' || control === 'next' ? { 'aria-label': t(`board.pager.${control}`) } : {}
        }
        withPages
      />
    );
  }

  return (
    <Group gap="xs" wrap="nowrap" role="navigation" aria-label={t('board.pager.label')}>
      <Button
        variant="default"
        leftSection={<IconChevronLeft size={16} aria-hidden />}
        disabled={disabled || !hasPrevious}
        onClick={() => go(params.page - 1)}
      >
        {t('board.pager.previous')}
      </Button>
      <Text size="sm" px="xs" aria-current="page">
        {t('board.pager.current', { page: formatCount(params.page, i18n.resolvedLanguage) })}
      </Text>
      <Button
        variant="default"
        rightSection={<IconChevronRight size={16} aria-hidden />}
        disabled={disabled || !hasNext}
        onClick={() => go(params.page + 1)}
      >
        {t('board.pager.next')}
      </Button>
    </Group>
  );
}
