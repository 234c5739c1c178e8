import { blogCommentSchema, type BlogComment, type BlogCommentRequest, type BlogDetail } from '@hireway/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { blogQueryKey } from './get-blog';

/** POST /blogs/{id}/comment: plain text; the answer is the stored comment. */
export const postComment = (articleId: string, body: BlogCommentRequest): Promise<BlogComment> =>
  apiRequest(`/blogs/${encodeURIComponent(articleId)}/comment`, { method: 'POST', body, schema: blogCommentSchema });

/** The new comment is added to the article at once (it is visible as soon as it is stored). */
export const usePostCommentMutation = (article: Pick<BlogDetail, 'id' | 'slug'>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlogCommentRequest) => postComment(article.id, body),
    onSuccess: (comment) =>
      queryClient.setQueryData<BlogDetail>(blogQueryKey(article.slug), (current) =>
        current === undefined || current.comments.some((existing) => existing.id === comment.id)
          ? current
          : { ...current, comments: [...current.comments, comment] },
      ),
  });
};
