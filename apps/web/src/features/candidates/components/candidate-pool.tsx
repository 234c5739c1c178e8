import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { CV_AVAILABILITIES } from '@hireway/shared';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { KeysetPager } from '../../../components/ui/keyset-pager';
import { ListFrame } from '../../../components/ui/list-frame';
import { PageHeader } from '../../../components/ui/page-header';
import { EMPTY_CANDIDATE_SEARCH, useCandidates, type CandidateSearch } from '../api/list-candidates';
import { CandidateCard } from './candidate-card';

interface CandidatePoolProps {
  /** The countries to filter by, as select options. */
  countryOptions: { value: string; label: string }[];
  /** The CV languages to filter by, as select options in the interface language. */
  languageOptions: { value: string; label: string }[];
  /** A country's name by its code, for the cards. */
  countryName: (code: string) => string;
}

/** The pool of paid seekers, searched by words and filtered, a page of cards at a time. */
export function CandidatePool({ countryOptions, languageOptions, countryName }: CandidatePoolProps) {
  const { t, i18n } = useTranslation('candidates');
  const [search, setSearch] = useState<CandidateSearch>(EMPTY_CANDIDATE_SEARCH);
  // Typed text is sent on submit (or blur for the small fields), not on every key.
  const [draft, setDraft] = useState({ q: '', skill: '', city: '' });
  const candidates = useCandidates(search);
  const set = (patch: Partial<CandidateSearch>) =>
    setSearch((current) => ({ ...current, page: 1, cursor: null, ...patch }));
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    set(draft);
  };
  const reset = () => {
    setDraft({ q: '', skill: '', city: '' });
    setSearch(EMPTY_CANDIDATE_SEARCH);
  };
  const meta = candidates.data?.meta;
  const rows = candidates.data?.data ?? [];

  return (
    <ListFrame
      maw={1100}
      query={candidates}
      isEmpty={rows.length === 0}
      emptyText={t('list.empty')}
      errorText={t('errors.loadFailed')}
      loadingLabel={t('loading')}
      footer={
        meta !== undefined ? (
          <KeysetPager
            page={search.page}
            meta={meta}
            disabled={candidates.isPlaceholderData}
            onPage={(page, cursor) => setSearch((current) => ({ ...current, page, cursor }))}
          />
        ) : null
      }
      header={<PageHeader title={t('list.title')} subtitle={t('list.subtitle')} />}
      filters={
        <>
          <form onSubmit={submit} role="search" aria-label={t('list.searchLabel')}>
            <Stack gap="sm">
              <Group gap="sm" align="flex-end" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={t('list.search')}
                  placeholder={t('list.searchPlaceholder')}
                  leftSection={<IconSearch size={16} aria-hidden />}
                  value={draft.q}
                  onChange={(event) => setDraft({ ...draft, q: event.currentTarget.value })}
                />
                <Button type="submit">{t('list.searchButton')}</Button>
              </Group>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }} spacing="sm">
                <TextInput
                  label={t('list.skill')}
                  value={draft.skill}
                  onChange={(event) => setDraft({ ...draft, skill: event.currentTarget.value })}
                  onBlur={() => set({ skill: draft.skill })}
                />
                <Select
                  label={t('list.country')}
                  data={countryOptions}
                  value={search.countryCode}
                  onChange={(value) => set({ countryCode: value })}
                  clearable
                  searchable
                />
                <TextInput
                  label={t('list.city')}
                  value={draft.city}
                  onChange={(event) => setDraft({ ...draft, city: event.currentTarget.value })}
                  onBlur={() => set({ city: draft.city })}
                />
                <Select
                  label={t('list.language')}
                  data={languageOptions}
                  value={search.language}
                  onChange={(value) => set({ language: value })}
                  clearable
                  searchable
                />
                <NumberInput
                  label={t('list.minExperience')}
                  min={0}
                  max={60}
                  allowDecimal={false}
                  value={search.minExperience ?? ''}
                  onChange={(value) => set({ minExperience: typeof value === 'number' ? value : null })}
                />
                <Select
                  label={t('list.availability')}
                  data={CV_AVAILABILITIES.map((value) => ({ value, label: t(`availability.${value}`) }))}
                  value={search.availability}
                  onChange={(value) => set({ availability: value })}
                  clearable
                />
              </SimpleGrid>
            </Stack>
          </form>
          <Group justify="space-between">
            <Text size="sm" c="dimmed" aria-live="polite">
              {meta === undefined
                ? ''
                : meta.total_is_lower_bound
                  ? t('list.countAtLeast', { total: meta.total.toLocaleString(i18n.resolvedLanguage) })
                  : t('list.count', { count: meta.total })}
            </Text>
            <Button variant="subtle" size="xs" onClick={reset}>
              {t('list.reset')}
            </Button>
          </Group>
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {rows.map((candidate) => (
          <CandidateCard key={candidate.id} candidate={candidate} countryName={countryName} />
        ))}
      </SimpleGrid>
    </ListFrame>
  );
}
