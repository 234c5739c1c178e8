import { Alert, Chip, Group, Pagination, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { FIRST_PAGE, SELECT_SEARCH_DEBOUNCE_MS } from '@hireway/shared';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { translateMessage } from '../../../lib/i18n';
import { useBlogs } from '../api/list-blogs';
import { BlogCard } from './blog-card';

interface BlogListProps {
  /** Where an article opens (seeker area or public pages). */
  articlePath: (slug: string) => string;
}

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE;
};

/** The articles: search (debounced), tags, pages; the filters live in the address so Back keeps them. */
export function BlogList({ articlePath }: BlogListProps) {
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const q = params.get('q') ?? '';
  const tag = params.get('tag');
  const [search, setSearch] = useState(q);
  const [debounced] = useDebouncedValue(search, SELECT_SEARCH_DEBOUNCE_MS);
  const blogs = useBlogs({ page, q, tag });

  /** Changes the filters in the address (from the latest address, never a stale render's). */
  const update = (next: { q?: string; tag?: string | null; page?: number }) => {
    setParams(
      (current) => {
        const merged = {
          q: next.q ?? current.get('q') ?? '',
          tag: next.tag === undefined ? current.get('tag') : next.tag,
          page: next.page ?? pageOf(current.get('page')),
        };
        const nextParams = new URLSearchParams();
        if (merged.q.trim() !== '') nextParams.set('q', merged.q.trim());
        if (merged.tag !== null && merged.tag !== '') nextParams.set('tag', merged.tag);
        if (merged.page > FIRST_PAGE) nextParams.set('page', String(merged.page));
        return nextParams;
      },
      { replace: true },
    );
  };

  useEffect(() => {
    if (debounced.trim() !== q.trim()) update({ q: debounced, page: FIRST_PAGE });
    // Only a settled search term changes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const tags = useMemo(() => {
    const seen = new Set<string>(tag === null ? [] : [tag]);
    for (const article of blogs.data?.data ?? []) for (const item of article.tags) seen.add(item);
    return [...seen].sort();
  }, [blogs.data, tag]);

  return (
    <Stack gap="lg">
      <TextInput
        placeholder={t('searchPlaceholder')}
        aria-label={t('search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={480}
        type="search"
      />
      {tags.length > 0 ? (
        <Chip.Group
          multiple={false}
          value={tag ?? ''}
          onChange={(value) => update({ tag: value === '' ? null : value, page: FIRST_PAGE })}
        >
          <Group gap="xs" role="group" aria-label={t('tags')}>
            <Chip value="" size="sm" variant="light">
              {t('allTags')}
            </Chip>
            {tags.map((item) => (
              <Chip key={item} value={item} size="sm" variant="light">
                {item}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      ) : null}
      {blogs.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} h={180} radius="lg" />
          ))}
        </SimpleGrid>
      ) : blogs.isError ? (
        <Alert color="red" variant="light">
          {translateMessage(blogs.error.message)}
        </Alert>
      ) : blogs.data.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {q !== '' || tag !== null ? t('noMatches') : t('empty')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" role="status">
            {t('count', { count: blogs.data.meta.total })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {blogs.data.data.map((article) => (
              <BlogCard
                key={article.id}
                article={article}
                to={articlePath(article.slug)}
                onTag={(next) => update({ tag: next, page: FIRST_PAGE })}
              />
            ))}
          </SimpleGrid>
          {blogs.data.meta.last_page > 1 ? (
            <Group justify="center">
              <Pagination
                total={blogs.data.meta.last_page}
                value={page}
                onChange={(next) => update({ page: next })}
                getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
              />
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}
