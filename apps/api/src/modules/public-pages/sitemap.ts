import { Readable } from 'node:stream';

import type { FastifyInstance } from 'fastify';
import { SitemapIndexStream, SitemapStream } from 'sitemap';

import { listBlogsForSitemap } from '../content';
import { countListedJobsToday, walkListedJobs } from '../jobs';

/* /sitemap.xml and its files, /robots.txt (ADR 0012). */

/** The protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows fetched per query while a job file streams. */
const KEYSET_PAGE = 5_000;

/** Pages that are always there. */
const STATIC_PAGES = ['/jobs', '/blogs', '/faqs', '/privacy-policy', '/terms'] as const;

/** Private areas: the app's signed-in screens, account steps and the API. */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/admin',
  '/provider',
  '/job-seeker',
  '/seeker',
  '/auth/',
  '/security/',
  '/media/',
  '/socket.io/',
] as const;

/**
 * The sign-in and sign-up pages inside /auth/ that crawlers may index (the way in for whoever searches for
 * "Hireway login"); the longer, more specific `Allow` wins over `Disallow: /auth/` (RFC 9309, 2.2.2). Every other
 * /auth/ page (reset links, MFA, onboarding steps) stays out.
 */
export const ROBOTS_ALLOW = ['/auth/login', '/auth/register'] as const;

export const robotsTxt = (origin: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_ALLOW.map((path) => `Allow: ${path}`),
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

/** The index: static pages, blogs, then one file per 50,000 listed jobs. */
export async function sitemapIndex(app: FastifyInstance, origin: string): Promise<Readable> {
  const jobs = await countListedJobsToday(app.db);
  const files = Math.ceil(jobs / SITEMAP_MAX_URLS);
  const items = [
    { url: `${origin}/sitemaps/pages.xml` },
    { url: `${origin}/sitemaps/blogs.xml` },
    ...Array.from({ length: files }, (_, index) => ({ url: `${origin}/sitemaps/jobs-${index + 1}.xml` })),
  ];
  return Readable.from(items).pipe(new SitemapIndexStream());
}

export function staticPagesSitemap(origin: string): Readable {
  return Readable.from(STATIC_PAGES.map((path) => ({ url: path }))).pipe(new SitemapStream({ hostname: origin }));
}

export async function blogsSitemap(app: FastifyInstance, origin: string): Promise<Readable> {
  const rows = await listBlogsForSitemap(app.db);
  return Readable.from(
    rows.map((row) => ({ url: `/blogs/${encodeURIComponent(row.slug)}`, lastmod: row.updated_at })),
  ).pipe(new SitemapStream({ hostname: origin }));
}

/**
 * Job file `n` (from 1): the listed jobs from position (n-1)·50,000 in id order, streamed in keyset pages of 5,000
 * (`id > last`), so a file never holds more than one page in memory, whatever the number of jobs. Null past the end.
 */
export async function jobsSitemap(app: FastifyInstance, origin: string, n: number): Promise<Readable | null> {
  const jobs = await walkListedJobs(app.db, (n - 1) * SITEMAP_MAX_URLS, SITEMAP_MAX_URLS, KEYSET_PAGE);
  if (jobs === null) return null;
  async function* urls(rows: AsyncIterable<{ id: string; updated_at: string }>) {
    for await (const job of rows) yield { url: `/jobs/${job.id}`, lastmod: job.updated_at };
  }
  return Readable.from(urls(jobs)).pipe(new SitemapStream({ hostname: origin }));
}
