import { Button, Group, Stack, Textarea } from '@mantine/core';
import { BLOG_COMMENT_MAX_LENGTH, blogCommentRequestSchema, type BlogDetail } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { ErrorSummary } from '../../../components/ui/error-summary';
import { FormAlert } from '../../../components/ui/form-alert';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { notifySuccess } from '../../../lib/notify';
import { usePostCommentMutation } from '../api/post-comment';

const EMPTY = { body: '' };

/** A comment on an article (plain text); it joins the list at once. */
export function CommentForm({ article }: { article: Pick<BlogDetail, 'id' | 'slug'> }) {
  const { t } = useTranslation('content');
  const post = usePostCommentMutation(article);
  const { form, alert, saving, submitWith, summary } = useSchemaForm({
    schema: blogCommentRequestSchema,
    initialValues: EMPTY,
    toRequest: (values) => values,
  });

  const submit = submitWith(
    (body) => post.mutateAsync(body),
    () => {
      form.reset();
      notifySuccess({ message: t('comments.posted') });
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ErrorSummary {...summary} />
        {alert !== null ? <FormAlert message={alert.message} details={alert.details} /> : null}
        <Textarea
          label={t('comments.label')}
          placeholder={t('comments.placeholder')}
          description={t('comments.hint', { max: BLOG_COMMENT_MAX_LENGTH })}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={BLOG_COMMENT_MAX_LENGTH}
          {...form.getInputProps('body')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t('comments.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
