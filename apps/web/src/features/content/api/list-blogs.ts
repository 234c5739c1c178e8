import { blogListResponseSchema, type BlogListResponse } from '@hireway/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequestPage } from '../../../lib/api-client';

/** Articles per page of the resources list (the API's smallest page size). */
export const BLOGS_PAGE_SIZE = 50;

export interface BlogListParams {
  page: number;
  q: string;
  tag: string | null;
}

/** GET /blogs: published articles, newest first; `q` searches titles and excerpts, `tag` filters. */
export const listBlogs = ({ page, q, tag }: BlogListParams): Promise<BlogListResponse> =>
  apiRequestPage('/blogs', {
    query: { page, per_page: BLOGS_PAGE_SIZE, q: q.trim() === '' ? undefined : q.trim(), tag },
    schema: blogListResponseSchema,
    // Public: an anonymous visitor reads them too, and a stale token must not turn them into a 401.
    withToken: false,
  });

export const blogsQueryOptions = (params: BlogListParams) =>
  queryOptions({
    queryKey: ['content', 'blogs', params],
    queryFn: () => listBlogs(params),
    // The list stays on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });

export const useBlogs = (params: BlogListParams) => useQuery(blogsQueryOptions(params));
