import type { BlogComment, BlogDetail, BlogSummary, Faq } from '@hireway/shared';

import { readStringList } from '../../db/database';
import type { BlogRow, FaqRow } from '../../db/schema';
import type { BlogSummaryRow } from './content.repository';
import { renderMarkdown } from './content.sanitize';

/** Only http(s) or root-relative cover images leave the API, whatever a row holds. */
const safeCoverUrl = (url: string | null): string | null => {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : null;
};

export const toBlogSummaryDto = (row: BlogSummaryRow): BlogSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  cover_image_url: safeCoverUrl(row.cover_image_url),
  tags: readStringList(row.tags),
  author_name: row.author_name,
  // Only published posts are read (isPublished), and those always have a publication time.
  published_at: row.published_at ?? '',
});

/** "Amara O." — comments never show a full name or an e-mail. */
export const commentAuthorName = (firstName: string, lastName: string): string => {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
};

export interface CommentWithAuthor {
  id: string;
  body: string;
  created_at: string;
  first_name: string;
  last_name: string;
}

export const toCommentDto = (row: CommentWithAuthor): BlogComment => ({
  id: row.id,
  body: row.body,
  author_name: commentAuthorName(row.first_name, row.last_name),
  created_at: row.created_at,
});

/** The body is rendered and sanitized here on every read: stored HTML is never trusted. */
export const toBlogDetailDto = (row: BlogRow, comments: readonly CommentWithAuthor[], origin: string): BlogDetail => ({
  ...toBlogSummaryDto(row),
  body_html: renderMarkdown(row.body_markdown, origin),
  updated_at: row.updated_at,
  comments: comments.map(toCommentDto),
});

export const toFaqDto = (row: FaqRow): Faq => ({
  id: row.id,
  language: row.language,
  category: row.category,
  question: row.question,
  answer: row.answer,
  position: row.position,
});
