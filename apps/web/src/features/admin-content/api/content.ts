import {
  adminBlogListResponseSchema,
  adminBlogSchema,
  adminCommentListResponseSchema,
  adminCommentSchema,
  type AdminBlogRequest,
  type AdminFaqRequest,
  type BlogCommentStatus,
  type BlogStatus,
  faqSchema,
  type Language,
} from '@hireway/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, compactQuery } from '../../../lib/api-client';
import { getPage, usePageQuery } from '../../../lib/pages';
import { queryKey } from './keys';

const BLOGS_KEY = queryKey('blogs');
const COMMENTS_KEY = queryKey('comments');
const FAQS_KEY = queryKey('faqs');
const nothing = z.unknown();

/** Public content the console changes: the public lists refetch too. */
const PUBLIC_CONTENT_KEYS = [['content']] as const;

export const useAdminBlogs = (page: number, status: BlogStatus | null) =>
  usePageQuery([...BLOGS_KEY, 'list', page, status], () =>
    getPage('/admin/blogs', adminBlogListResponseSchema, compactQuery({ page, per_page: 50, status })),
  );

export const useAdminBlog = (id: string | null) =>
  useQuery({
    queryKey: [...BLOGS_KEY, 'one', id],
    queryFn: () => apiRequest(`/admin/blogs/${encodeURIComponent(id ?? '')}`, { schema: adminBlogSchema }),
    enabled: id !== null,
  });

export type BlogAction =
  | { kind: 'create'; body: AdminBlogRequest }
  | { kind: 'update'; id: string; body: AdminBlogRequest }
  | { kind: 'publish' | 'unpublish'; id: string }
  | { kind: 'delete'; id: string }
  | { kind: 'cover'; id: string; file: File };

const blogRequest = (action: BlogAction): Promise<unknown> => {
  switch (action.kind) {
    case 'create':
      return apiRequest('/admin/blogs', { method: 'POST', body: action.body, schema: adminBlogSchema });
    case 'update':
      return apiRequest(`/admin/blogs/${action.id}`, { method: 'PUT', body: action.body, schema: adminBlogSchema });
    case 'publish':
    case 'unpublish':
      return apiRequest(`/admin/blogs/${action.id}/${action.kind}`, { method: 'POST', schema: adminBlogSchema });
    case 'delete':
      return apiRequest(`/admin/blogs/${action.id}`, { method: 'DELETE', schema: nothing });
    case 'cover': {
      const form = new FormData();
      form.append('cover', action.file);
      return apiRequest(`/admin/blogs/${action.id}/cover`, { method: 'POST', body: form, schema: adminBlogSchema });
    }
  }
};

export const useBlogMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blogRequest,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: BLOGS_KEY });
      for (const queryKey of PUBLIC_CONTENT_KEYS) await queryClient.invalidateQueries({ queryKey });
    },
  });
};

export const useAdminComments = (page: number, status: BlogCommentStatus | null) =>
  usePageQuery([...COMMENTS_KEY, page, status], () =>
    getPage('/admin/comments', adminCommentListResponseSchema, compactQuery({ page, per_page: 50, status })),
  );

export type CommentAction = { kind: 'status'; id: string; status: BlogCommentStatus } | { kind: 'delete'; id: string };

export const useCommentMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: CommentAction) =>
      action.kind === 'status'
        ? apiRequest(`/admin/comments/${action.id}`, {
            method: 'PATCH',
            body: { status: action.status },
            schema: adminCommentSchema,
          })
        : apiRequest(`/admin/comments/${action.id}`, { method: 'DELETE', schema: nothing }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: COMMENTS_KEY });
    },
  });
};

export const useAdminFaqs = (language: Language) =>
  useQuery({
    queryKey: [...FAQS_KEY, language],
    queryFn: () => apiRequest('/admin/faqs', { query: { lang: language }, schema: z.array(faqSchema) }),
  });

export type FaqAction =
  | { kind: 'create'; body: AdminFaqRequest }
  | { kind: 'update'; id: string; body: AdminFaqRequest }
  | { kind: 'delete'; id: string }
  | { kind: 'order'; language: Language; ids: string[] };

export const useFaqMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: FaqAction) => {
      switch (action.kind) {
        case 'create':
          return apiRequest('/admin/faqs', { method: 'POST', body: action.body, schema: faqSchema });
        case 'update':
          return apiRequest(`/admin/faqs/${action.id}`, { method: 'PUT', body: action.body, schema: faqSchema });
        case 'delete':
          return apiRequest(`/admin/faqs/${action.id}`, { method: 'DELETE', schema: nothing });
        case 'order':
          return apiRequest('/admin/faqs/order', {
            method: 'PUT',
            body: { language: action.language, ids: action.ids },
            schema: z.array(faqSchema),
          });
      }
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: FAQS_KEY });
      for (const queryKey of PUBLIC_CONTENT_KEYS) await queryClient.invalidateQueries({ queryKey });
    },
  });
};
