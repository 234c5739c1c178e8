import type { Language } from '@hireway/shared';
import { type ExpressionBuilder, sql } from 'kysely';

import type { Executor } from '../../db/database';
import { offsetPage, type OffsetWindow } from '../../db/paging';
import type { BlogRow, DB, FaqRow } from '../../db/schema';

export interface BlogFilter {
  q?: string | undefined;
  tag?: string | undefined;
  now: string;
}

/** A published post whose publication time has come: the only posts anyone outside the admin sees. */
export const isPublished = (now: string) => (eb: ExpressionBuilder<DB, 'blogs'>) =>
  eb.and([
    eb('blogs.status', '=', 'published'),
    eb('blogs.published_at', 'is not', null),
    eb('blogs.published_at', '<=', now),
  ]);

/** `%q%` for LIKE with \ escaping its wildcards, lower-cased (the column is lower-cased too). */
const containsPattern = (q: string): string => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const publishedBlogs = (db: Executor, filter: BlogFilter) => {
  let query = db.selectFrom('blogs').where(isPublished(filter.now));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref('blogs.title')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref('blogs.excerpt')}) like ${pattern} escape '\\'`,
      ]),
    );
  }
  // Tags are slugs ([a-z0-9-]), so the quoted tag cannot contain a LIKE wildcard.
  if (filter.tag) query = query.where('blogs.tags', 'like', `%"${filter.tag}"%`);
  return query;
};

export type BlogSummaryRow = Omit<BlogRow, 'body_markdown' | 'status' | 'created_at' | 'updated_at'>;

const SUMMARY_COLUMNS = [
  'blogs.id',
  'blogs.slug',
  'blogs.title',
  'blogs.excerpt',
  'blogs.cover_image_url',
  'blogs.tags',
  'blogs.author_name',
  'blogs.published_at',
] as const;

export async function findPublishedBlogs(
  db: Executor,
  filter: BlogFilter,
  page: OffsetWindow,
): Promise<{ rows: BlogSummaryRow[]; total: number }> {
  return offsetPage(publishedBlogs(db, filter), page, (query) =>
    query.select(SUMMARY_COLUMNS).orderBy('blogs.published_at', 'desc').orderBy('blogs.id'),
  );
}

/** By id or by slug: the web links posts by slug, the API returns both. */
export const findPublishedBlog = (db: Executor, idOrSlug: string, now: string): Promise<BlogRow | undefined> =>
  db
    .selectFrom('blogs')
    .selectAll()
    .where(isPublished(now))
    .where((eb) => eb.or([eb('blogs.id', '=', idOrSlug), eb('blogs.slug', '=', idOrSlug)]))
    .executeTakeFirst();

/** A post page shows at most this many comments (the newest). */
export const MAX_COMMENTS_SHOWN = 500;

export async function findVisibleComments(db: Executor, blogId: string) {
  const rows = await db
    .selectFrom('blog_comments')
    .innerJoin('users', 'users.id', 'blog_comments.user_id')
    .select([
      'blog_comments.id',
      'blog_comments.body',
      'blog_comments.created_at',
      'users.first_name',
      'users.last_name',
    ])
    .where('blog_comments.blog_id', '=', blogId)
    .where('blog_comments.status', '=', 'visible')
    .orderBy('blog_comments.created_at', 'desc')
    .orderBy('blog_comments.id', 'desc')
    .limit(MAX_COMMENTS_SHOWN)
    .execute();
  return rows.reverse();
}

export interface NewComment {
  id: string;
  blogId: string;
  userId: string;
  body: string;
  createdAt: string;
}

export const insertComment = (db: Executor, comment: NewComment) =>
  db
    .insertInto('blog_comments')
    .values({
      id: comment.id,
      blog_id: comment.blogId,
      user_id: comment.userId,
      body: comment.body,
      status: 'visible',
      created_at: comment.createdAt,
    })
    .execute();

export const findFaqs = (db: Executor, language: Language): Promise<FaqRow[]> =>
  db.selectFrom('faqs').selectAll().where('language', '=', language).orderBy('position').orderBy('id').execute();

/** Published posts for the sitemap: slug and last change, newest first (a few thousand at most). */
export const findPublishedBlogsForSitemap = (db: Executor, now: string) =>
  db
    .selectFrom('blogs')
    .select(['blogs.slug', 'blogs.updated_at'])
    .where(isPublished(now))
    .orderBy('blogs.updated_at', 'desc')
    .execute();
