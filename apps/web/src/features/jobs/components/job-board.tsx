import { Alert, Autocomplete, Badge, Button, Drawer, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useDisclosure, useIsomorphicEffect } from '@mantine/hooks';
import { PAGE_SIZE_OPTIONS, SELECT_SEARCH_DEBOUNCE_MS } from '@hireway/shared';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { BlockLoader } from '../../../components/ui/block-loader';
import { useDateFormat } from '../../../hooks/use-display-time';
import { MountedFrom } from '../../../components/ui/mounted-from';
import { useAutocomplete } from '../api/autocomplete';
import { usePublicJobs } from '../api/list-public-jobs';
import {
  countFiltersSet,
  FILTER_KEYS,
  paramsFromSearch,
  searchFromParams,
  type PublicJobListParams,
} from '../board-params';
import { formatCount } from '../format-count';
import { BoardFilters } from './board-filters';
import { BoardPager } from './board-pager';
import { JobCard } from './job-card';
import type { JobFormOptions } from './job-form';

interface JobBoardProps {
  options: JobFormOptions;
  jobPath: (id: string) => string;
  labelOf: (list: string, slug: string) => string;
  /** Send the stored token (signed-in seekers); anonymous visitors send none. */
  withToken?: boolean;
}

/** Where the filters fold into the drawer: below this, a phone. */
const FOLD = 'sm';

/**
 * Live jobs: search with suggestions, filters, sort, page size and pages. The URL holds all of it (query, filters,
 * page and cursor), so a search can be shared, reloaded and walked with Back and Forward.
 */
export function JobBoard({ options, jobPath, labelOf, withToken = false }: JobBoardProps) {
  const { t, i18n } = useTranslation('jobs');
  const format = useDateFormat();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => paramsFromSearch(searchParams), [searchParams]);
  const [text, setText] = useState(params.q);
  // Back, Forward or a link change the query: the search box follows the URL.
  const [shownQuery, setShownQuery] = useState(params.q);
  if (shownQuery !== params.q) {
    setShownQuery(params.q);
    setText(params.q);
  }
  // Text typed into the server-rendered box before the page hydrated stays in the box but not in the state (React
  // keeps a controlled input's value at hydration, react#26974): taken over once, right after hydration, or the
  // next search would run with the empty state (the job-board journey's CI failure, session 9).
  const searchBox = useRef<HTMLInputElement>(null);
  useIsomorphicEffect(() => {
    const typed = searchBox.current?.value ?? '';
    if (typed !== '' && typed !== text) setText(typed);
    // Once, after the first commit (the hydration): later, the state is the source.
  }, []);
  const [debounced] = useDebouncedValue(text, SELECT_SEARCH_DEBOUNCE_MS);
  const suggestions = useAutocomplete(debounced);
  const jobs = usePublicJobs(params, withToken);
  const [drawerOpened, drawer] = useDisclosure(false);
  const listTop = useRef<HTMLDivElement>(null);

  const show = (next: PublicJobListParams, replace = false) =>
    setSearchParams(searchFromParams(next), { replace, preventScrollReset: true });
  /** A new search, filter, sort or page size starts again at the first page. */
  const set = (patch: Partial<PublicJobListParams>, how: { replace?: boolean } = {}) =>
    show({ ...params, page: 1, cursor: null, ...patch }, how.replace);
  const search = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    set({ q: text });
  };
  const clearFilters = () => set(Object.fromEntries(FILTER_KEYS.map((key) => [key, null])));
  const filtersSet = countFiltersSet(params);
  const meta = jobs.data?.meta;

  return (
    <Stack gap="md">
      {/* Before hydration the browser submits it itself: a GET of this page with `q` (the server renders it). */}
      <form onSubmit={search} role="search">
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <Autocomplete
            ref={searchBox}
            name="q"
            style={{ flex: 1, minWidth: 0 }}
            label={t('board.search')}
            placeholder={t('board.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={setText}
            onOptionSubmit={(value) => set({ q: value })}
            data={[...new Set((suggestions.data ?? []).map((item) => item.value))]}
            filter={({ options: all }) => all}
          />
          <Button type="submit">{t('board.searchButton')}</Button>
        </Group>
      </form>
      {/* A phone shows the drawer's filters only: the grid is not mounted there, nor hydrated. */}
      <MountedFrom breakpoint={FOLD}>
        <BoardFilters options={options} params={params} onChange={set} />
      </MountedFrom>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title={t('board.filters')}
        position="bottom"
        // As tall as the filters need (a bottom sheet), never the whole screen.
        styles={{ content: { height: 'auto', maxHeight: '90dvh' } }}
      >
        <Stack gap="md" pb="md">
          <BoardFilters options={options} params={params} onChange={set} stacked />
          <Group justify="space-between" wrap="nowrap">
            <Button variant="subtle" onClick={clearFilters} disabled={filtersSet === 0}>
              {t('board.clearFilters')}
            </Button>
            <Button onClick={drawer.close}>
              {meta === undefined
                ? t('board.showResults')
                : meta.total_is_lower_bound
                  ? t('board.showAtLeast', { count: meta.total, total: formatCount(meta.total, i18n.resolvedLanguage) })
                  : t('board.showTotal', { count: meta.total, total: formatCount(meta.total, i18n.resolvedLanguage) })}
            </Button>
          </Group>
        </Stack>
      </Drawer>
      <Group ref={listTop} justify="space-between" align="center" wrap="nowrap" gap="sm" mih={30}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {meta === undefined
            ? null
            : meta.total_is_lower_bound
              ? t('board.totalAtLeast', { count: meta.total, total: formatCount(meta.total, i18n.resolvedLanguage) })
              : t('board.total', { count: meta.total, total: formatCount(meta.total, i18n.resolvedLanguage) })}
        </Text>
        <Button
          hiddenFrom={FOLD}
          variant="default"
          size="compact-md"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          rightSection={
            filtersSet > 0 ? (
              <Badge size="sm" circle aria-hidden>
                {filtersSet}
              </Badge>
            ) : null
          }
          aria-label={filtersSet > 0 ? t('board.filtersSet', { count: filtersSet }) : t('board.filters')}
          aria-haspopup="dialog"
          onClick={drawer.open}
        >
          {t('board.filters')}
        </Button>
      </Group>
      {jobs.isError ? <Alert color="red">{t('board.failed')}</Alert> : null}
      {jobs.isPending ? <BlockLoader label={t('board.loading')} /> : null}
      {jobs.data !== undefined && meta !== undefined ? (
        <>
          {meta.corrected_query !== null && params.q.trim() !== '' ? (
            <Text size="sm" role="status">
              <Trans
                t={t}
                i18nKey="board.correctedQuery"
                values={{ corrected: meta.corrected_query, original: params.q.trim() }}
                components={{ strong: <strong /> }}
              />
            </Text>
          ) : null}
          {jobs.data.data.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t('board.empty')}
            </Text>
          ) : (
            <Stack gap="sm">
              {jobs.data.data.map((job) => (
                <JobCard key={job.id} job={job} to={jobPath(job.id)} labelOf={labelOf} t={t} formatDate={format.date} />
              ))}
            </Stack>
          )}
          <Group justify="space-between" align="flex-end">
            <Select
              w={140}
              label={t('board.pageSize')}
              data={PAGE_SIZE_OPTIONS.map((size) => String(size))}
              value={String(params.perPage)}
              onChange={(value) => set({ perPage: Number(value ?? PAGE_SIZE_OPTIONS[0]) })}
              allowDeselect={false}
            />
            <BoardPager
              params={params}
              meta={meta}
              disabled={jobs.isPlaceholderData}
              onPage={(target) => {
                show(target);
                listTop.current?.scrollIntoView({ block: 'start' });
              }}
            />
          </Group>
        </>
      ) : null}
    </Stack>
  );
}
