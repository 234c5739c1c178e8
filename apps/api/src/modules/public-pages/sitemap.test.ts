import { randomUUID } from 'node:crypto';

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { nowIso } from '../../db/database';
import { createTestApp, type TestContext } from '../../test/test-app';
import { rebuildJobListings } from '../jobs';
import { validJob } from '../jobs/jobs.test-helpers';
import { createProvider } from '../providers/providers.test-helpers';
import { SITEMAP_MAX_URLS } from './sitemap';

/* /sitemap.xml over 120,000 listed jobs: an index and job files of at most 50,000 URLs each, on both engines. */

const LISTED = 120_000;
/** Rows per INSERT: under SQLite's 32,766 bound parameters (12 columns a row). */
const BATCH = 2_000;
const ORIGIN = 'http://localhost:3000';

let ctx: TestContext;
const hidden = { closed: '', draft: '', expired: '' };
const BLOG_UPDATED = '2026-11-20T08:00:00.000Z';

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_GLOBAL_PER_MINUTE: '100000' });
  const provider = await createProvider(ctx);
  const now = nowIso();
  // Published a second apart, as jobs are: the read model keys listings by publication millisecond.
  let published = Date.now();
  const row = (id: string, status: 'live' | 'closed' | 'draft', updatedAt: string) => ({
    id,
    provider_id: provider.user.id,
    title: 'Warehouse Associate',
    description: validJob.description,
    category: 'software-development',
    employment_type: 'full-time',
    location_type: 'remote',
    skills: '[]',
    vacancies: 1,
    status,
    published_at: status === 'draft' ? null : new Date((published -= 1000)).toISOString(),
    created_at: now,
    updated_at: updatedAt,
  });
  // In bulk, straight into the table: the sitemap reads rows, not the API that writes them.
  for (let done = 0; done < LISTED; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, LISTED - done) }, () => row(randomUUID(), 'live', now));
    await ctx.db.insertInto('job_posts').values(rows).execute();
  }
  hidden.closed = randomUUID();
  hidden.draft = randomUUID();
  hidden.expired = randomUUID();
  await ctx.db
    .insertInto('job_posts')
    .values([row(hidden.closed, 'closed', now), row(hidden.draft, 'draft', now), row(hidden.expired, 'live', now)])
    .execute();
  // The sitemap reads the listing read model: filled once, set-based, as the bench seeder does after a bulk load.
  // On PostgreSQL one statement over 120,000 jobs may outlast the app's 15 s statement timeout on a busy machine,
  // and on a table without statistics the planner scans job_listings for each row's key slot, rows the same
  // statement inserted included (quadratic): the index is used instead.
  await ctx.db.transaction().execute(async (trx) => {
    if (ctx.engine === 'postgres') {
      await sql`set local statement_timeout = 0`.execute(trx);
      await sql`set local enable_seqscan = off`.execute(trx);
    }
    await rebuildJobListings(trx);
  });
  // A listing whose deadline passed since the last expiry run: still a row of job_listings, no longer listed.
  await ctx.db
    .updateTable('job_listings')
    .set({ application_deadline: '2020-01-01' })
    .where('job_id', '=', hidden.expired)
    .execute();
  await ctx.db
    .insertInto('blogs')
    .values({
      id: randomUUID(),
      slug: 'interview-tips',
      title: 'Interview tips',
      excerpt: 'Prepare well.',
      body_markdown: 'Prepare.',
      cover_image_url: null,
      tags: '[]',
      author_name: 'Hireway Team',
      status: 'published',
      published_at: BLOG_UPDATED,
      created_at: BLOG_UPDATED,
      updated_at: BLOG_UPDATED,
    })
    .execute();
}, 300_000);
afterAll(async () => {
  await ctx.close();
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

describe('/sitemap.xml at scale', () => {
  it('indexes the static pages, the blogs and one job file per 50,000 jobs', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<sitemapindex');
    expect(locs(res.body)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/blogs.xml`,
      `${ORIGIN}/sitemaps/jobs-1.xml`,
      `${ORIGIN}/sitemaps/jobs-2.xml`,
      `${ORIGIN}/sitemaps/jobs-3.xml`,
    ]);
  });

  it('splits the listed jobs into files of at most 50,000 URLs, each job once, with lastmod', async () => {
    const seen = new Set<string>();
    const sizes: number[] = [];
    for (const n of [1, 2, 3]) {
      const res = await get(`/sitemaps/jobs-${n}.xml`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<urlset');
      const urls = locs(res.body);
      sizes.push(urls.length);
      for (const url of urls) seen.add(url);
      expect(res.body.match(/<lastmod>/g)?.length).toBe(urls.length);
    }
    expect(sizes).toEqual([SITEMAP_MAX_URLS, SITEMAP_MAX_URLS, LISTED - 2 * SITEMAP_MAX_URLS]);
    expect(seen.size).toBe(LISTED);
    expect(seen.has(`${ORIGIN}/jobs/${hidden.closed}`)).toBe(false);
    expect(seen.has(`${ORIGIN}/jobs/${hidden.draft}`)).toBe(false);
    expect(seen.has(`${ORIGIN}/jobs/${hidden.expired}`)).toBe(false);
    expect((await get('/sitemaps/jobs-4.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/jobs-0.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/other.xml')).statusCode).toBe(404);
  }, 120_000);

  it('lists the blogs with their last change and the static pages', async () => {
    const blogs = await get('/sitemaps/blogs.xml');
    expect(locs(blogs.body)).toEqual([`${ORIGIN}/blogs/interview-tips`]);
    expect(blogs.body).toContain('<lastmod>2026-11-20T08:00:00.000Z</lastmod>');
    expect(locs((await get('/sitemaps/pages.xml')).body)).toEqual(
      ['/jobs', '/blogs', '/faqs', '/privacy-policy', '/terms'].map((path) => `${ORIGIN}${path}`),
    );
  });
});
