import type { BlogCommentStatus, Language } from '@hireway/shared';
import type { Updateable } from 'kysely';

import type { Executor } from '../../db/database';
import { newestFirstOffsetPage, type OffsetWindow } from '../../db/paging';
import type { BlogRow, BlogsTable, FaqRow, FaqsTable } from '../../db/schema';

/* The admin console's queries over blogs, their comments and the FAQs (the public side reads them in `content`). */

// ---- Blogs -----------------------------------------------------------------------------------------

export const findBlog = (db: Executor, id: string): Promise<BlogRow | undefined> =>
  db.selectFrom('blogs').selectAll().where('id', '=', id).executeTakeFirst();

/** Whether another article (not `exceptId`) already uses the slug. */
export async function isSlugTaken(db: Executor, slug: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('blogs').select('id').where('slug', '=', slug);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Every article, drafts too, last changed first. */
export function findBlogs(db: Executor, filter: { status?: BlogRow['status'] | undefined }, page: OffsetWindow) {
  let base = db.selectFrom('blogs');
  if (filter.status) base = base.where('status', '=', filter.status);
  return newestFirstOffsetPage(base, page, ['updated_at', 'id'], (query) => query.selectAll());
}

export const insertBlog = (db: Executor, row: BlogRow) => db.insertInto('blogs').values(row).execute();

export const updateBlog = (db: Executor, id: string, patch: Omit<Updateable<BlogsTable>, 'id' | 'created_at'>) =>
  db.updateTable('blogs').set(patch).where('id', '=', id).execute();

/** Comments go with the post (ON DELETE CASCADE). */
export const deleteBlog = (db: Executor, id: string) => db.deleteFrom('blogs').where('id', '=', id).execute();

// ---- Comments --------------------------------------------------------------------------------------

const commentsQuery = (db: Executor) =>
  db
    .selectFrom('blog_comments')
    .innerJoin('blogs', 'blogs.id', 'blog_comments.blog_id')
    .innerJoin('users', 'users.id', 'blog_comments.user_id');

const COMMENT_COLUMNS = [
  'blog_comments.id',
  'blog_comments.body',
  'blog_comments.status',
  'blog_comments.created_at',
  'blogs.id as blog_id',
  'blogs.slug as blog_slug',
  'blogs.title as blog_title',
  'blog_comments.user_id',
  'users.email as user_email',
  'users.first_name as user_first_name',
  'users.last_name as user_last_name',
] as const;

/** Comments on every article with their article and writer, newest first. */
export function findComments(db: Executor, filter: { status?: BlogCommentStatus | undefined }, page: OffsetWindow) {
  let base = commentsQuery(db);
  if (filter.status) base = base.where('blog_comments.status', '=', filter.status);
  return newestFirstOffsetPage(base, page, ['blog_comments.created_at', 'blog_comments.id'], (query) =>
    query.select(COMMENT_COLUMNS),
  );
}

export const findComment = (db: Executor, id: string) =>
  commentsQuery(db).select(COMMENT_COLUMNS).where('blog_comments.id', '=', id).executeTakeFirst();

export type AdminCommentRow = NonNullable<Awaited<ReturnType<typeof findComment>>>;

export const setCommentStatus = (db: Executor, id: string, status: BlogCommentStatus) =>
  db.updateTable('blog_comments').set({ status }).where('id', '=', id).execute();

export const deleteComment = (db: Executor, id: string) =>
  db.deleteFrom('blog_comments').where('id', '=', id).execute();

// ---- FAQs ------------------------------------------------------------------------------------------

/** A language's FAQs in their order. */
export const findFaqs = (db: Executor, language: Language): Promise<FaqRow[]> =>
  db.selectFrom('faqs').selectAll().where('language', '=', language).orderBy('position').orderBy('id').execute();

export const findFaq = (db: Executor, id: string): Promise<FaqRow | undefined> =>
  db.selectFrom('faqs').selectAll().where('id', '=', id).executeTakeFirst();

/** The highest position among a language's FAQs (null when it has none). */
export async function lastFaqPosition(db: Executor, language: Language): Promise<number | null> {
  const { last } = await db
    .selectFrom('faqs')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('language', '=', language)
    .executeTakeFirstOrThrow();
  return last;
}

export const insertFaq = (db: Executor, row: FaqRow) => db.insertInto('faqs').values(row).execute();

export const updateFaq = (
  db: Executor,
  id: string,
  patch: Omit<Updateable<FaqsTable>, 'id' | 'key' | 'language' | 'created_at'>,
) => db.updateTable('faqs').set(patch).where('id', '=', id).execute();

export const deleteFaq = (db: Executor, id: string) => db.deleteFrom('faqs').where('id', '=', id).execute();
