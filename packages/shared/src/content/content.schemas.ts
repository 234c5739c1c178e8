import { z } from 'zod';

import { multiLineRule } from '../text/plain-text';

import { pageEnvelope, paginationQuerySchema } from '../api/envelope';
import { LANGUAGES } from '../auth/auth.schemas';

/** Blog ("resources") and FAQ content: public reading, comments by logged-in users. */

export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const BLOG_COMMENT_STATUSES = ['visible', 'hidden'] as const;
export type BlogCommentStatus = (typeof BLOG_COMMENT_STATUSES)[number];

/** Tags are short slugs (`cv`, `remote-work`), so they are safe in URLs and in the tag filter. */
export const BLOG_TAG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BLOG_TAG_MAX_LENGTH = 40;

export const BLOG_COMMENT_MAX_LENGTH = 2000;

export const RECENT_BLOGS_DEFAULT_LIMIT = 3;
export const RECENT_BLOGS_MAX_LIMIT = 10;

export const blogTagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(BLOG_TAG_MAX_LENGTH, `A tag must be at most ${BLOG_TAG_MAX_LENGTH} characters`)
  .regex(BLOG_TAG_PATTERN, 'A tag is lower-case letters, digits and dashes');

/** GET /blogs: a page of published posts, newest first, optionally searched and filtered by tag. */
export const blogListQuerySchema = z.strictObject({
  ...paginationQuerySchema.shape,
  q: z
    .string()
    .trim()
    .max(100, 'Search at most 100 characters')
    .refine(...multiLineRule)
    .optional()
    .transform((value) => (value ? value : undefined)),
  tag: blogTagSchema.optional(),
});
export type BlogListQuery = z.input<typeof blogListQuerySchema>;

/** GET /blogs/query/recent */
export const recentBlogsQuerySchema = z.strictObject({
  limit: z.coerce
    .number()
    .int()
    .min(1, 'Limit must be at least 1')
    .max(RECENT_BLOGS_MAX_LIMIT, `Limit must be at most ${RECENT_BLOGS_MAX_LIMIT}`)
    .default(RECENT_BLOGS_DEFAULT_LIMIT),
});

/** `{id}` of the blog routes: the post's uuid or its slug. */
export const blogIdParamsSchema = z.strictObject({
  id: z
    .string()
    .min(1)
    .max(160)
    .regex(/^[A-Za-z0-9-]+$/, 'Not an article id or slug'),
});

/** A post in lists: no body. */
export const blogSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  cover_image_url: z.string().nullable(),
  tags: z.array(z.string()),
  author_name: z.string(),
  published_at: z.string(),
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;

/** A visible comment. The author is shown as first name and last initial only; never an e-mail. */
export const blogCommentSchema = z.object({
  id: z.string(),
  body: z.string(),
  author_name: z.string(),
  created_at: z.string(),
});
export type BlogComment = z.infer<typeof blogCommentSchema>;

/** GET /blogs/{id}: the post with its body rendered to sanitized HTML, and its visible comments (oldest first). */
export const blogDetailSchema = blogSummarySchema.extend({
  body_html: z.string(),
  updated_at: z.string(),
  comments: z.array(blogCommentSchema),
});
export type BlogDetail = z.infer<typeof blogDetailSchema>;

export const blogListResponseSchema = pageEnvelope(blogSummarySchema);
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

/** POST /blogs/{id}/comment. Stored as plain text: any HTML is stripped on the server. */
export const blogCommentRequestSchema = z.strictObject({
  body: z
    .string({ error: 'Write a comment' })
    .trim()
    .min(1, 'Write a comment')
    .max(BLOG_COMMENT_MAX_LENGTH, `A comment must be at most ${BLOG_COMMENT_MAX_LENGTH} characters`)
    .refine(...multiLineRule),
});
export type BlogCommentRequest = z.input<typeof blogCommentRequestSchema>;

/** GET /faqs?lang= : every FAQ of a language (English when it has none), ordered by position. */
export const faqQuerySchema = z.strictObject({
  lang: z.enum(LANGUAGES, { error: 'Choose one of en, de, fr, pt' }).default('en'),
});

export const faqSchema = z.object({
  id: z.string(),
  language: z.enum(LANGUAGES),
  /** A category key (`registration`, `payments`, …); the web groups and translates by it. */
  category: z.string(),
  question: z.string(),
  answer: z.string(),
  position: z.number().int(),
});
export type Faq = z.infer<typeof faqSchema>;
