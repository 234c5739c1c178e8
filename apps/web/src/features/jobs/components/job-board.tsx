import {
  Alert,
  Autocomplete,
  Button,
  Center,
  Group,
  Loader,
  NumberInput,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { JOB_SORTS, PAGE_SIZE_OPTIONS, SELECT_SEARCH_DEBOUNCE_MS } from '@hireway/shared';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAutocomplete } from '../api/autocomplete';
import { usePublicJobs, type PublicJobListParams } from '../api/list-public-jobs';
import { JobCard } from './job-card';
import type { JobFormOptions } from './job-form';

interface JobBoardProps {
  options: JobFormOptions;
  jobPath: (id: string) => string;
  labelOf: (list: string, slug: string) => string;
  /** Send the stored token (signed-in seekers); anonymous visitors send none. */
  withToken?: boolean;
}

const INITIAL: PublicJobListParams = {
  page: 1,
  perPage: PAGE_SIZE_OPTIONS[0],
  q: '',
  category: null,
  employmentType: null,
  locationType: null,
  countryCode: null,
  salaryMin: null,
  sort: null,
};

/** Live jobs: search with suggestions, filters, sort, page size and pages. */
export function JobBoard({ options, jobPath, labelOf, withToken = false }: JobBoardProps) {
  const { t } = useTranslation('jobs');
  const [params, setParams] = useState<PublicJobListParams>(INITIAL);
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, SELECT_SEARCH_DEBOUNCE_MS);
  const suggestions = useAutocomplete(debounced);
  const jobs = usePublicJobs(params, withToken);

  const set = (patch: Partial<PublicJobListParams>) => setParams((current) => ({ ...current, page: 1, ...patch }));
  const search = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    set({ q: text });
  };

  return (
    <Stack gap="md">
      <form onSubmit={search} role="search">
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <Autocomplete
            style={{ flex: 1 }}
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
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }} spacing="sm">
        <Select
          label={t('board.category')}
          data={options.categories}
          value={params.category}
          onChange={(value) => set({ category: value })}
          clearable
          searchable
        />
        <Select
          label={t('board.employmentType')}
          data={options.employmentTypes}
          value={params.employmentType}
          onChange={(value) => set({ employmentType: value })}
          clearable
        />
        <Select
          label={t('board.locationType')}
          data={options.locationTypes}
          value={params.locationType}
          onChange={(value) => set({ locationType: value })}
          clearable
        />
        <Select
          label={t('board.country')}
          data={options.countries}
          value={params.countryCode}
          onChange={(value) => set({ countryCode: value })}
          clearable
          searchable
        />
        <NumberInput
          label={t('board.salaryMin')}
          min={0}
          allowDecimal={false}
          value={params.salaryMin ?? ''}
          onChange={(value) => set({ salaryMin: typeof value === 'number' ? value : null })}
        />
        <Select
          label={t('board.sort')}
          data={JOB_SORTS.map((value) => ({ value, label: t(`board.sorts.${value}`) }))}
          value={params.sort ?? (params.q === '' ? 'newest' : 'relevance')}
          onChange={(value) => set({ sort: value === 'newest' || value === 'relevance' ? value : null })}
          allowDeselect={false}
        />
      </SimpleGrid>
      {jobs.isError ? <Alert color="red">{t('board.failed')}</Alert> : null}
      {jobs.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('board.loading')} />
        </Center>
      ) : null}
      {jobs.data !== undefined ? (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('board.total', { count: jobs.data.meta.total })}
          </Text>
          {jobs.data.data.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t('board.empty')}
            </Text>
          ) : (
            <Stack gap="sm">
              {jobs.data.data.map((job) => (
                <JobCard key={job.id} job={job} to={jobPath(job.id)} labelOf={labelOf} />
              ))}
            </Stack>
          )}
          <Group justify="space-between">
            <Select
              w={140}
              label={t('board.pageSize')}
              data={PAGE_SIZE_OPTIONS.map((size) => String(size))}
              value={String(params.perPage)}
              onChange={(value) => set({ perPage: Number(value ?? PAGE_SIZE_OPTIONS[0]) })}
              allowDeselect={false}
            />
            {jobs.data.meta.last_page > 1 ? (
              <Pagination
                total={jobs.data.meta.last_page}
                value={params.page}
                onChange={(page) => setParams((current) => ({ ...current, page }))}
              />
            ) : null}
          </Group>
        </>
      ) : null}
    </Stack>
  );
}
