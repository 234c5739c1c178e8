import { randomUUID } from 'node:crypto';

import type {
  BlogComment,
  BlogDetail,
  BlogListResponse,
  BlogSummary,
  Faq,
  Language,
  blogListQuerySchema,
} from '@hireway/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import { offsetAnswer } from '../../db/paging';
import { notFound, validationError } from '../../core/errors';
import { type Executor, nowIso } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { spendQuota } from '../../plugins/rate-limit';
import type { CommentLimiters } from './content.limits';
import { toBlogDetailDto, toBlogSummaryDto, toCommentDto, toFaqDto } from './content.presenter';
import {
  findFaqs,
  findPublishedBlog,
  findPublishedBlogs,
  findPublishedBlogsForSitemap,
  findVisibleComments,
  insertComment,
} from './content.repository';
import { toPlainText } from './content.sanitize';

type BlogListQuery = z.output<typeof blogListQuerySchema>;

/** Our own origin: the only one blog images may come from. */
const ownOrigin = (app: FastifyInstance): string => new URL(app.config.PUBLIC_URL).origin;

export async function listBlogs(app: FastifyInstance, query: BlogListQuery): Promise<BlogListResponse> {
  const filter = { q: query.q, tag: query.tag, now: nowIso() };
  return offsetAnswer(
    query,
    (window) => findPublishedBlogs(app.db, filter, window),
    (rows) => rows.map(toBlogSummaryDto),
  );
}

export async function listRecentBlogs(app: FastifyInstance, limit: number): Promise<BlogSummary[]> {
  const { rows } = await findPublishedBlogs(app.db, { now: nowIso() }, { limit, offset: 0 });
  return rows.map(toBlogSummaryDto);
}

export async function getBlog(app: FastifyInstance, idOrSlug: string): Promise<BlogDetail> {
  const blog = await findPublishedBlog(app.db, idOrSlug, nowIso());
  if (!blog) throw notFound('The article');
  const comments = await findVisibleComments(app.db, blog.id);
  return toBlogDetailDto(blog, comments, ownOrigin(app));
}

/**
 * A comment by a logged-in user on a published post: HTML stripped before it is stored, 5 a minute and 30 a day
 * per user (429 with Retry-After beyond that). Visible at once.
 */
export async function addComment(
  app: FastifyInstance,
  limiters: CommentLimiters,
  user: UserRow,
  idOrSlug: string,
  rawBody: string,
): Promise<BlogComment> {
  const blog = await findPublishedBlog(app.db, idOrSlug, nowIso());
  if (!blog) throw notFound('The article');
  const body = toPlainText(rawBody);
  if (body.length === 0) throw validationError({ body: ['Write a comment'] });
  const comment = { id: randomUUID(), blogId: blog.id, userId: user.id, body, createdAt: nowIso() };
  await spendQuota(limiters.perMinute, user.id, () =>
    spendQuota(limiters.perDay, user.id, () => insertComment(app.db, comment)),
  );
  return toCommentDto({
    id: comment.id,
    body,
    created_at: comment.createdAt,
    first_name: user.first_name,
    last_name: user.last_name,
  });
}

/** The FAQs of a language, in English when that language has none yet (English is the fallback locale). */
export async function listFaqs(app: FastifyInstance, language: Language): Promise<Faq[]> {
  let rows = await findFaqs(app.db, language);
  if (rows.length === 0 && language !== 'en') rows = await findFaqs(app.db, 'en');
  return rows.map(toFaqDto);
}

/** Every published blog's slug and time of change, newest first (for /sitemaps/blogs.xml). */
export const listBlogsForSitemap = (db: Executor) => findPublishedBlogsForSitemap(db, nowIso());
