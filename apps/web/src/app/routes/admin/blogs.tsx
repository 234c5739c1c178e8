import { BlogTable } from '../../../features/admin-content/components/blog-table';

/** /admin/blogs: every article, drafts too, last changed first. */
export function Component() {
  return <BlogTable />;
}
