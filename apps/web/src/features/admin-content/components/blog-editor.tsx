import {
  Alert,
  Badge,
  Button,
  Card,
  FileButton,
  Grid,
  Group,
  Image,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { adminBlogRequestSchema, BLOG_COVER_TYPES, type AdminBlog, formatDate } from '@hireway/shared';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { BlockLoader } from '../../../components/ui/block-loader';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { useErrorSummary } from '../../../lib/forms/error-summary';
import { BackLink } from '../../../components/ui/back-link';
import { adminPaths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { zodFormResolver } from '../../../lib/forms/zod-form';
import { translateMessage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type BlogAction, useAdminBlog, useBlogMutation } from '../api/content';

type Values = {
  title: string;
  slug: string;
  excerpt: string;
  body_markdown: string;
  tags: string[];
  author_name: string;
};

const EMPTY: Values = { title: '', slug: '', excerpt: '', body_markdown: '', tags: [], author_name: '' };
const FIELDS = Object.keys(EMPTY);

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 160);

function BlogForm({ blog }: { blog: AdminBlog | null }) {
  const { t } = useTranslation('admin-ops');
  const navigate = useNavigate();
  const mutation = useBlogMutation();
  const [slugEdited, setSlugEdited] = useState(false);
  const form = useForm<Values>({
    initialValues: blog
      ? {
          title: blog.title,
          slug: blog.slug,
          excerpt: blog.excerpt,
          body_markdown: blog.body_markdown,
          tags: blog.tags,
          author_name: blog.author_name,
        }
      : EMPTY,
    validate: zodFormResolver(adminBlogRequestSchema),
  });
  const { failed, summary } = useErrorSummary(form);

  const run = (action: BlogAction, done: string, after?: (result: unknown) => void) =>
    mutation.mutate(action, {
      onSuccess: (result) => {
        notifySuccess({ message: done });
        after?.(result);
      },
      onError: (error) => {
        if (!isApiError(error)) return notifyError({ message: t('common.failed') });
        let placed = false;
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          if (FIELDS.includes(field) && messages[0]) {
            form.setFieldError(field, translateMessage(messages[0]));
            placed = true;
          }
        }
        if (placed) failed();
        else notifyError({ message: translateMessage(error.message) });
      },
    });

  const submit = form.onSubmit((values) => {
    if (blog) run({ kind: 'update', id: blog.id, body: values }, t('blogs.saved'), () => form.resetDirty());
    else
      run({ kind: 'create', body: values }, t('blogs.created'), (created) => {
        void navigate(adminPaths.blog((created as AdminBlog).id), { replace: true });
      });
  }, failed);

  const confirmDelete = (target: AdminBlog) =>
    modals.openConfirmModal({
      title: t('blogs.deleteTitle'),
      children: <Text size="sm">{t('blogs.deleteText', { title: target.title })}</Text>,
      labels: { confirm: t('blogs.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        run({ kind: 'delete', id: target.id }, t('blogs.deleted'), () => void navigate(adminPaths.blogs)),
    });

  return (
    <form onSubmit={submit} noValidate>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="sm">
            <ErrorSummary {...summary} />
            <TextInput
              label={t('blogs.fields.title')}
              required
              {...form.getInputProps('title')}
              onChange={(event) => {
                const title = event.currentTarget.value;
                form.setFieldValue('title', title);
                // A new article's slug follows its title until the slug is edited by hand.
                if (!blog && !slugEdited) form.setFieldValue('slug', slugOf(title));
              }}
            />
            <TextInput
              label={t('blogs.fields.slug')}
              description={t('blogs.fields.slugHint')}
              required
              {...form.getInputProps('slug')}
              onChange={(event) => {
                setSlugEdited(true);
                form.setFieldValue('slug', event.currentTarget.value);
              }}
            />
            <Textarea
              label={t('blogs.fields.excerpt')}
              required
              autosize
              minRows={2}
              {...form.getInputProps('excerpt')}
            />
            <Textarea
              label={t('blogs.fields.body')}
              description={t('blogs.fields.bodyHint')}
              required
              autosize
              minRows={12}
              maxRows={30}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              {...form.getInputProps('body_markdown')}
            />
            <Group grow align="flex-start">
              <TagsInput
                label={t('blogs.fields.tags')}
                description={t('blogs.fields.tagsHint')}
                maxTags={10}
                {...form.getInputProps('tags')}
              />
              <TextInput label={t('blogs.fields.author')} required {...form.getInputProps('author_name')} />
            </Group>
            <Group justify="flex-end">
              <Button type="submit" loading={mutation.isPending && !blog} disabled={blog !== null && !form.isDirty()}>
                {blog ? t('blogs.save') : t('blogs.create')}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          {blog ? (
            <Stack gap="md">
              <Card withBorder radius="md" padding="md">
                <Group justify="space-between" mb="xs">
                  <Text fw={700}>{t('blogs.publication')}</Text>
                  <Badge variant="light" color={blog.status === 'published' ? 'teal' : 'gray'}>
                    {t(`blogs.statuses.${blog.status}`)}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed" mb="sm">
                  {blog.published_at
                    ? t('blogs.publishedOn', { date: formatDate(blog.published_at) })
                    : t('blogs.neverPublished')}
                </Text>
                {blog.status === 'published' ? (
                  <Button
                    variant="default"
                    fullWidth
                    onClick={() => run({ kind: 'unpublish', id: blog.id }, t('blogs.unpublished'))}
                  >
                    {t('blogs.unpublish')}
                  </Button>
                ) : (
                  <Button
                    color="teal"
                    fullWidth
                    disabled={form.isDirty()}
                    onClick={() => run({ kind: 'publish', id: blog.id }, t('blogs.published'))}
                  >
                    {t('blogs.publish')}
                  </Button>
                )}
                {blog.status === 'draft' && form.isDirty() ? (
                  <Text size="xs" c="dimmed" mt={6}>
                    {t('blogs.saveFirst')}
                  </Text>
                ) : null}
              </Card>
              <Card withBorder radius="md" padding="md">
                <Text fw={700} mb="xs">
                  {t('blogs.cover')}
                </Text>
                {blog.cover_image_url ? (
                  <Image
                    src={blog.cover_image_url}
                    alt={t('blogs.coverAlt')}
                    radius="sm"
                    mb="sm"
                    mah={200}
                    fit="cover"
                  />
                ) : (
                  <Text size="sm" c="dimmed" mb="sm">
                    {t('blogs.noCover')}
                  </Text>
                )}
                <FileButton
                  accept={BLOG_COVER_TYPES.join(',')}
                  onChange={(file) => {
                    if (file) run({ kind: 'cover', id: blog.id, file }, t('blogs.coverSaved'));
                  }}
                >
                  {(props) => (
                    <Button {...props} variant="default" fullWidth leftSection={<IconPhotoUp size={16} aria-hidden />}>
                      {t('blogs.uploadCover')}
                    </Button>
                  )}
                </FileButton>
                <Text size="xs" c="dimmed" mt={6}>
                  {t('blogs.coverHint')}
                </Text>
              </Card>
              <Button variant="subtle" color="red" onClick={() => confirmDelete(blog)}>
                {t('blogs.delete')}
              </Button>
            </Stack>
          ) : (
            <Alert variant="light" color="blue">
              {t('blogs.draftHint')}
            </Alert>
          )}
        </Grid.Col>
      </Grid>
    </form>
  );
}

/** A new article (`id` null) or one to edit: its markdown, its cover and its publication. */
export function BlogEditor({ id }: { id: string | null }) {
  const { t } = useTranslation('admin-ops');
  const blog = useAdminBlog(id);
  return (
    <Stack gap="lg">
      <BackLink to={adminPaths.blogs}>{t('blogs.back')}</BackLink>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {id ? t('blogs.editTitle') : t('blogs.newTitle')}
      </Title>
      {id === null ? <BlogForm blog={null} /> : null}
      {id !== null && blog.data ? <BlogForm key={blog.data.id} blog={blog.data} /> : null}
      {id !== null && blog.isPending ? <BlockLoader label={t('common.loading')} /> : null}
      {id !== null && blog.isError ? (
        <Alert color={isApiError(blog.error) && blog.error.status === 404 ? 'yellow' : 'red'}>
          {isApiError(blog.error) && blog.error.status === 404 ? t('blogs.notFound') : t('common.failed')}
        </Alert>
      ) : null}
    </Stack>
  );
}
