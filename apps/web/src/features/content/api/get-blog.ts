import { blogDetailSchema, type BlogDetail } from '@hireway/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

export const blogQueryKey = (slug: string) => ['content', 'blog', slug] as const;

/** GET /blogs/{id}: one article (by slug) with its sanitized HTML body and its comments. */
export const getBlog = (slug: string): Promise<BlogDetail> =>
  apiRequest(`/blogs/${encodeURIComponent(slug)}`, { schema: blogDetailSchema, withToken: false });

export const blogQueryOptions = (slug: string) =>
  queryOptions({ queryKey: blogQueryKey(slug), queryFn: () => getBlog(slug) });

export const useBlog = (slug: string) => useQuery(blogQueryOptions(slug));
