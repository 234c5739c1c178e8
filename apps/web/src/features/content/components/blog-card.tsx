import { Anchor, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { BlogSummary } from '@hireway/shared';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useDateFormat } from '../../../hooks/use-display-time';

interface BlogCardProps {
  article: BlogSummary;
  to: string;
  onTag: (tag: string) => void;
}

/** An article in the list: cover, title, date and author, excerpt, tags. */
export function BlogCard({ article, to, onTag }: BlogCardProps) {
  const { t } = useTranslation('content');
  const format = useDateFormat();
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={`article-${article.id}`} h="100%">
      {article.cover_image_url !== null ? (
        <Card.Section mb="md">
          <Image src={article.cover_image_url} alt="" h={160} fit="cover" />
        </Card.Section>
      ) : null}
      <Stack gap="xs" h="100%">
        <Anchor
          component={Link}
          to={to}
          id={`article-${article.id}`}
          fw={700}
          fz="lg"
          c="bright"
          underline="hover"
          lh={1.3}
        >
          {article.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {t('byline', { date: format.date(article.published_at), author: article.author_name })}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ flex: 1 }}>
          {article.excerpt}
        </Text>
        <Group justify="space-between" align="center" gap="xs" mt="xs">
          <Group gap={6}>
            {article.tags.map((tag) => (
              <Badge
                key={tag}
                variant="light"
                size="sm"
                tt="none"
                component="button"
                type="button"
                style={{ cursor: 'pointer' }}
                onClick={() => onTag(tag)}
                aria-label={t('filterByTag', { tag })}
              >
                {tag}
              </Badge>
            ))}
          </Group>
          <Anchor component={Link} to={to} size="sm" aria-label={t('readMoreAbout', { title: article.title })}>
            <Group gap={4} component="span">
              {t('readMore')}
              <IconArrowRight size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
