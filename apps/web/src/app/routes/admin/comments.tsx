import { CommentList } from '../../../features/admin-content/components/comment-list';

/** /admin/comments: comments on articles, newest first; hide, show again or delete. */
export function Component() {
  return <CommentList />;
}
