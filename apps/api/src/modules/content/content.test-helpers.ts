/** Rows for the content tests (not a test file itself). */
import { randomUUID } from 'node:crypto';

import type { Database } from '../../db/database';
import type { BlogRow } from '../../db/schema';

export const DAY = 24 * 60 * 60 * 1000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** A tag of its own per test, so lists can be checked exactly next to the demo articles. */
export const uniqueTag = () => `t-${randomUUID().slice(0, 8)}`;

/** A published post from yesterday, unless overridden. */
export async function insertBlog(db: Database, overrides: Partial<BlogRow> = {}): Promise<BlogRow> {
  const id = randomUUID();
  const now = new Date().toISOString();
  const row: BlogRow = {
    id,
    slug: `post-${id.slice(0, 8)}`,
    title: 'A post',
    excerpt: 'An excerpt',
    body_markdown: 'Hello **world**',
    cover_image_url: null,
    tags: '[]',
    author_name: 'Editor',
    status: 'published',
    published_at: daysAgo(1),
    created_at: now,
    updated_at: now,
    ...overrides,
  };
  await db.insertInto('blogs').values(row).execute();
  return row;
}
