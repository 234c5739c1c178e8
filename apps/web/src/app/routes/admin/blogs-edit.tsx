import { useParams } from 'react-router';

import { BlogEditor } from '../../../features/admin-content/components/blog-editor';

/** /admin/blogs/new and /admin/blogs/{id}: write an article in markdown, its cover and its publication. */
export function Component() {
  const { blogId } = useParams();
  return <BlogEditor id={blogId === undefined || blogId === 'new' ? null : blogId} />;
}
