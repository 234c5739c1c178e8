import { Textarea } from '@mantine/core';
import { BLOG_COMMENT_MAX_LENGTH, blogCommentRequestSchema, type BlogDetail } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { FormFrame } from '../../../components/ui/form-frame';
import { useSendForm } from '../../../lib/forms/schema-form';
import { notifySuccess } from '../../../lib/notify';
import { usePostCommentMutation } from '../api/post-comment';

const EMPTY = { body: '' };

/** A comment on an article (plain text); it joins the list at once. */
export function CommentForm({ article }: { article: Pick<BlogDetail, 'id' | 'slug'> }) {
  const { t } = useTranslation('content');
  const post = usePostCommentMutation(article);
  const { form, formProps } = useSendForm({
    schema: blogCommentRequestSchema,
    initialValues: EMPTY,
    toRequest: (values) => values,
    send: (body) => post.mutateAsync(body),
    onDone: () => notifySuccess({ message: t('comments.posted') }),
  });

  return (
    <FormFrame {...formProps} submitLabel={t('comments.submit')}>
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
    </FormFrame>
  );
}
