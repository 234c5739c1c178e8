import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Divider,
  Group,
  Image,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { BlogComment } from '@hireway/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { BackLink } from '../../../components/ui/back-link';
import { useDateFormat } from '../../../hooks/use-display-time';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { useBlog } from '../api/get-blog';
import { ArticleBody } from './article-body';
import { CommentForm } from './comment-form';

interface BlogArticleProps {
  slug: string;
  /** The list to go back to. */
  backTo: string;
  /** Signed-in readers comment; others get a link to log in. */
  comments: { canComment: true } | { canComment: false; loginTo: string };
}

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

function CommentItem({ comment }: { comment: BlogComment }) {
  const format = useDateFormat();
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm" component="li">
      <Avatar radius="xl" size={36} color="blue" alt="">
        {initialsOf(comment.author_name)}
      </Avatar>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs">
          <Text size="sm" fw={700}>
            {comment.author_name}
          </Text>
          <Text size="xs" c="dimmed">
            {format.date(comment.created_at)} {format.time(comment.created_at)}
          </Text>
        </Group>
        {/* Plain text (the API strips HTML); rendered as text, line breaks kept. */}
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {comment.body}
        </Text>
      </Stack>
    </Group>
  );
}

/** One article: title, byline, tags, the sanitized body, its comments and a comment form. */
export function BlogArticle({ slug, backTo, comments }: BlogArticleProps) {
  const { t } = useTranslation('content');
  const article = useBlog(slug);
  const format = useDateFormat();

  const back = <BackLink to={backTo}>{t('backToList')}</BackLink>;

  if (article.isPending) {
    return (
      <Stack gap="md">
        {back}
        <Skeleton h={36} w="70%" />
        <Skeleton h={16} w="30%" />
        <Skeleton h={240} />
      </Stack>
    );
  }
  if (article.isError) {
    const notFound = isApiError(article.error) && article.error.status === 404;
    return (
      <Stack gap="md">
        {back}
        <Alert color={notFound ? 'yellow' : 'red'} variant="light" title={notFound ? t('notFound.title') : undefined}>
          {notFound ? t('notFound.message') : translateMessage(article.error.message)}
        </Alert>
      </Stack>
    );
  }

  const { data } = article;
  return (
    <Stack gap="xl">
      <Stack gap="md" component="article" aria-labelledby="article-title">
        {back}
        <div>
          <Title order={1} id="article-title" fz={{ base: 26, sm: 34 }} lh={1.2}>
            {data.title}
          </Title>
          <Text size="sm" c="dimmed" mt="xs">
            {t('byline', { date: format.date(data.published_at), author: data.author_name })}
          </Text>
          {data.tags.length > 0 ? (
            <Group gap={6} mt="sm">
              {data.tags.map((tag) => (
                <Badge key={tag} variant="light" size="sm" tt="none">
                  {tag}
                </Badge>
              ))}
            </Group>
          ) : null}
        </div>
        {data.cover_image_url !== null ? (
          <Image src={data.cover_image_url} alt="" radius="md" mah={360} fit="cover" />
        ) : null}
        <ArticleBody html={data.body_html} />
      </Stack>
      <Divider />
      <Stack gap="md" component="section" aria-labelledby="comments-title">
        <Title order={2} fz={20} id="comments-title">
          {t('comments.title', { count: data.comments.length })}
        </Title>
        {data.comments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('comments.empty')}
          </Text>
        ) : (
          <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.comments.map((comment) => (
              <CommentItem key={comment.id} comment={comment} />
            ))}
          </Stack>
        )}
        {comments.canComment ? (
          <Paper withBorder radius="md" p="md">
            <CommentForm article={data} />
          </Paper>
        ) : (
          <Text size="sm" c="dimmed">
            <Anchor component={Link} to={comments.loginTo}>
              {t('comments.logIn')}
            </Anchor>{' '}
            {t('comments.toComment')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
