import { randomUUID } from 'node:crypto';

import type {
  AdminBlog,
  AdminBlogListResponse,
  adminBlogListQuerySchema,
  adminBlogRequestSchema,
} from '@hireway/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import { AppError, notFound } from '../../core/errors';
import { type Executor, nowIso, readStringList } from '../../db/database';
import { offsetAnswer } from '../../db/paging';
import type { BlogRow } from '../../db/schema';
import type { UploadedFile } from '../../plugins/multipart';
import { auditAdminChange, type AuditActor } from '../audit';
import {
  deleteBlog as deleteBlogRow,
  findBlog,
  findBlogs,
  insertBlog,
  isSlugTaken,
  updateBlog as updateBlogRow,
} from './admin-content.repository';

type BlogInput = z.output<typeof adminBlogRequestSchema>;
type BlogListQuery = z.output<typeof adminBlogListQuerySchema>;

/** Cover images live in the `blog-covers` storage area with unguessable names and are served publicly. */
export const COVER_URL_PREFIX = '/api/v1/blog-covers/';

export const toAdminBlog = (row: BlogRow): AdminBlog => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  body_markdown: row.body_markdown,
  cover_image_url: row.cover_image_url,
  tags: readStringList(row.tags),
  author_name: row.author_name,
  status: row.status,
  published_at: row.published_at,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** What the audit log keeps of a post: everything but the (long) body, which is noted by its length. */
const auditView = (row: BlogRow) => ({
  slug: row.slug,
  title: row.title,
  status: row.status,
  published_at: row.published_at,
  cover_image_url: row.cover_image_url,
  body_length: row.body_markdown.length,
});

async function requireBlog(db: Executor, id: string): Promise<BlogRow> {
  const blog = await findBlog(db, id);
  if (!blog) throw notFound('The article');
  return blog;
}

async function assertSlugFree(db: Executor, slug: string, exceptId?: string): Promise<void> {
  if (await isSlugTaken(db, slug, exceptId)) {
    throw new AppError('conflict', 'Another article already uses this slug', {
      fieldErrors: { slug: ['Another article already uses this slug'] },
    });
  }
}

export async function listAdminBlogs(app: FastifyInstance, query: BlogListQuery): Promise<AdminBlogListResponse> {
  return offsetAnswer(
    query,
    (window) => findBlogs(app.db, { status: query.status }, window),
    (rows) => rows.map(toAdminBlog),
  );
}

export const getAdminBlog = async (app: FastifyInstance, id: string): Promise<AdminBlog> =>
  toAdminBlog(await requireBlog(app.db, id));

/** The admin making a change, and their address (for the audit log). */
export type Actor = AuditActor;

export async function createBlog(app: FastifyInstance, actor: Actor, input: BlogInput): Promise<AdminBlog> {
  const id = randomUUID();
  await app.db.transaction().execute(async (trx) => {
    await assertSlugFree(trx, input.slug);
    const now = nowIso();
    const row: BlogRow = {
      id,
      slug: input.slug,
      title: input.title,
      excerpt: input.excerpt,
      body_markdown: input.body_markdown,
      cover_image_url: null,
      tags: JSON.stringify([...new Set(input.tags)]),
      author_name: input.author_name,
      status: 'draft',
      published_at: null,
      created_at: now,
      updated_at: now,
    };
    await insertBlog(trx, row);
    await auditAdminChange(trx, actor, {
      action: 'blog.create',
      entity: 'blog',
      entityId: id,
      after: auditView(row),
    });
  });
  return getAdminBlog(app, id);
}

export async function updateBlog(app: FastifyInstance, actor: Actor, id: string, input: BlogInput): Promise<AdminBlog> {
  await app.db.transaction().execute(async (trx) => {
    const before = await requireBlog(trx, id);
    await assertSlugFree(trx, input.slug, id);
    const patch = {
      slug: input.slug,
      title: input.title,
      excerpt: input.excerpt,
      body_markdown: input.body_markdown,
      tags: JSON.stringify([...new Set(input.tags)]),
      author_name: input.author_name,
      updated_at: nowIso(),
    };
    await updateBlogRow(trx, id, patch);
    await auditAdminChange(trx, actor, {
      action: 'blog.update',
      entity: 'blog',
      entityId: id,
      before: auditView(before),
      after: auditView({ ...before, ...patch }),
    });
  });
  return getAdminBlog(app, id);
}

/** Publishing keeps the first publication time; unpublishing takes the post off every public list at once. */
export async function setBlogStatus(
  app: FastifyInstance,
  actor: Actor,
  id: string,
  verb: 'publish' | 'unpublish',
): Promise<AdminBlog> {
  await app.db.transaction().execute(async (trx) => {
    const before = await requireBlog(trx, id);
    const target = verb === 'publish' ? 'published' : 'draft';
    if (before.status === target) {
      throw new AppError(
        'invalid_transition',
        verb === 'publish' ? 'This article is already published.' : 'This article is not published.',
      );
    }
    const now = nowIso();
    const patch = {
      status: target,
      published_at: verb === 'publish' ? (before.published_at ?? now) : before.published_at,
      updated_at: now,
    } as const;
    await updateBlogRow(trx, id, patch);
    await auditAdminChange(trx, actor, {
      action: `blog.${verb}`,
      entity: 'blog',
      entityId: id,
      before: { status: before.status, published_at: before.published_at },
      after: { status: patch.status, published_at: patch.published_at },
    });
  });
  return getAdminBlog(app, id);
}

const removeCover = async (app: FastifyInstance, url: string | null) => {
  if (url?.startsWith(COVER_URL_PREFIX)) {
    await app.storage.delete('blog-covers', url.slice(COVER_URL_PREFIX.length));
  }
};

export async function deleteBlog(app: FastifyInstance, actor: Actor, id: string): Promise<void> {
  const removed = await app.db.transaction().execute(async (trx) => {
    const before = await requireBlog(trx, id);
    await deleteBlogRow(trx, id);
    await auditAdminChange(trx, actor, {
      action: 'blog.delete',
      entity: 'blog',
      entityId: id,
      before: auditView(before),
    });
    return before;
  });
  await removeCover(app, removed.cover_image_url);
}

/** The new cover is written first; if the row cannot take it the file goes, and the old file goes after commit. */
export async function setBlogCover(
  app: FastifyInstance,
  actor: Actor,
  id: string,
  file: UploadedFile,
): Promise<AdminBlog> {
  await requireBlog(app.db, id);
  const name = await app.storage.put('blog-covers', file.data, {
    contentType: file.mimeType,
    extension: file.extension,
  });
  const url = `${COVER_URL_PREFIX}${name}`;
  let previous: string | null = null;
  try {
    await app.db.transaction().execute(async (trx) => {
      const before = await requireBlog(trx, id);
      previous = before.cover_image_url;
      await updateBlogRow(trx, id, { cover_image_url: url, updated_at: nowIso() });
      await auditAdminChange(trx, actor, {
        action: 'blog.cover',
        entity: 'blog',
        entityId: id,
        before: { cover_image_url: before.cover_image_url },
        after: { cover_image_url: url },
      });
    });
  } catch (error) {
    await app.storage.delete('blog-covers', name);
    throw error;
  }
  await removeCover(app, previous);
  return getAdminBlog(app, id);
}
