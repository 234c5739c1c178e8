import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { nowIso } from '../../db/database';
import { createTestApp, type TestContext } from '../../test/test-app';
import { refreshJobListing } from '../jobs';
import { dateIn, postJob, REMOTE_US_CONTRACT } from '../jobs/jobs.test-helpers';
import { createProvider } from '../providers/providers.test-helpers';
import { sourcePageSource } from './public-pages.test-helpers';

/*
 * The public pages as a crawler, a link preview or curl gets them: `Accept: *\/*`, no JavaScript. The pages are
 * rendered by the web app's real server renderer (from source) over this engine's database.
 */

/** schema.org 30.0's classes and properties (CC BY-SA 3.0, schema.org), trimmed to what the validator reads. */
const vocabulary: unknown = JSON.parse(
  readFileSync(new URL('./testdata/schemaorg-30.0-vocabulary.json', import.meta.url), 'utf8'),
);

let ctx: TestContext;
const ids = { hybrid: '', remote: '', closed: '' };
const BLOG_SLUG = 'how-to-write-a-cv';

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_GLOBAL_PER_MINUTE: '100000' }, { pages: await sourcePageSource() });
  const acme = await createProvider(ctx, {
    company: { company_name: 'Acme Analytics', logo_path: 'acme-logo.png', city: 'Berlin', country_code: 'DE' },
  });
  // validJob: hybrid, in Berlin, 60k – 80k EUR a year.
  ids.hybrid = (await postJob(ctx, acme.token, { title: 'Senior TypeScript Engineer', status: 'live' })).id;
  ids.remote = (
    await postJob(ctx, acme.token, {
      title: 'Remote Support Agent',
      ...REMOTE_US_CONTRACT,
      status: 'live',
    })
  ).id;
  ids.closed = (await postJob(ctx, acme.token, { title: 'Closed Data Role', status: 'live' })).id;
  await ctx.db.updateTable('job_posts').set({ status: 'closed' }).where('id', '=', ids.closed).execute();
  await refreshJobListing(ctx.db, ids.closed);
  const now = nowIso();
  await ctx.db
    .insertInto('blogs')
    .values({
      id: randomUUID(),
      slug: BLOG_SLUG,
      title: 'How to write a CV that gets read',
      excerpt: 'Five habits of CVs that recruiters finish reading.',
      body_markdown: 'Keep it **short**: two pages at most.',
      cover_image_url: null,
      tags: '["cv"]',
      author_name: 'Hireway Team',
      status: 'published',
      published_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await ctx.db
    .insertInto('faqs')
    .values({
      id: randomUUID(),
      key: 'fee',
      language: 'en',
      category: 'payments',
      question: 'Is there a registration fee?',
      answer: 'Job seekers pay a one-time fee.',
      position: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { accept: '*/*', ...headers } });

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The head of a page as a crawler reads it. */
function headOf(html: string) {
  const meta = (attribute: 'name' | 'property', key: string) => {
    const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
    return match === null ? null : decode(match[1] ?? '');
  };
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1] ?? null,
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    titles: html.match(/<title>/g)?.length ?? 0,
    description: meta('name', 'description'),
    descriptions: html.match(/<meta name="description"/g)?.length ?? 0,
    robots: meta('name', 'robots'),
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null,
    hreflang: [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1],
      decode(m[2] ?? ''),
    ]),
    og: {
      title: meta('property', 'og:title'),
      description: meta('property', 'og:description'),
      url: meta('property', 'og:url'),
      type: meta('property', 'og:type'),
      image: meta('property', 'og:image'),
    },
    twitter: { card: meta('name', 'twitter:card'), title: meta('name', 'twitter:title') },
    root: /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="ssr-state">/.exec(html)?.[1] ?? '',
    state: /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? null,
  };
}

const ORIGIN = 'http://localhost:3000';

describe('public pages for any client', () => {
  const pages = () => [
    { path: '/jobs', title: 'Jobs · Hireway', content: 'Senior TypeScript Engineer' },
    { path: `/jobs/${ids.hybrid}`, title: 'Senior TypeScript Engineer – Acme Analytics · Hireway', content: 'Node.js' },
    { path: '/blogs', title: 'Blog · Hireway', content: 'How to write a CV that gets read' },
    { path: `/blogs/${BLOG_SLUG}`, title: 'How to write a CV that gets read · Hireway', content: 'two pages at most' },
    { path: '/faqs', title: 'Frequently asked questions · Hireway', content: 'Is there a registration fee?' },
  ];

  it('answers each page as HTML with its content and head, whatever the client accepts', async () => {
    for (const page of pages()) {
      const res = await get(page.path);
      expect(res.statusCode, page.path).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const head = headOf(res.body);
      expect(head.lang).toBe('en');
      expect(head.title).toBe(page.title);
      expect(head.titles).toBe(1);
      expect(head.descriptions).toBe(1);
      expect(head.description?.length).toBeGreaterThan(20);
      expect(head.robots).toBeNull();
      expect(head.canonical).toBe(`${ORIGIN}${page.path}`);
      expect(head.og).toMatchObject({ title: page.title, description: head.description, url: head.canonical });
      expect(head.twitter).toEqual({ card: expect.stringMatching(/^summary/), title: page.title });
      expect(head.hreflang).toEqual([
        ['en', `${ORIGIN}${page.path}`],
        ['de', `${ORIGIN}${page.path}?lang=de`],
        ['fr', `${ORIGIN}${page.path}?lang=fr`],
        ['pt', `${ORIGIN}${page.path}?lang=pt`],
        ['x-default', `${ORIGIN}${page.path}`],
      ]);
      // The content is in the HTML, and the loading placeholder is not.
      expect(head.root).toContain(page.content);
      expect(res.body).not.toContain('id="app-loading"');
      // The state the client hydrates from, with no `<` that could end the element.
      expect(head.state).not.toBeNull();
      expect(head.state).not.toContain('<');
      expect(JSON.parse(head.state ?? '')).toMatchObject({ language: 'en' });
    }
  });

  it('previews a job with its company, place and salary, and its logo', async () => {
    const head = headOf((await get(`/jobs/${ids.hybrid}`)).body);
    expect(head.description).toMatch(/^Acme Analytics · Berlin, DE · 60k – 80k EUR per year\. Join our platform team/);
    expect(head.og.image).toBe(`${ORIGIN}/media/avatars/acme-logo.png`);
    expect(head.twitter.card).toBe('summary_large_image');
    expect(headOf((await get(`/blogs/${BLOG_SLUG}`)).body).og.type).toBe('article');
  });

  it('carries schema.org JobPosting JSON-LD that the validator accepts, hybrid and remote', async () => {
    const validator = new Validator(vocabulary);
    for (const id of [ids.hybrid, ids.remote]) {
      const html = (await get(`/jobs/${id}`)).body;
      const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
      const postings = extracted.jsonld.JobPosting ?? [];
      expect(postings).toHaveLength(1);
      // No errors and no warnings: every property Google requires and recommends is there.
      expect(await validator.validate(extracted)).toEqual([]);
      const posting = postings[0] as Record<string, unknown>;
      expect(posting).toMatchObject({
        identifier: { '@type': 'PropertyValue', value: id },
        directApply: true,
        hiringOrganization: { name: 'Acme Analytics', logo: `${ORIGIN}/media/avatars/acme-logo.png` },
        validThrough: `${dateIn(30)}T23:59:59Z`,
      });
      if (id === ids.remote) {
        expect(posting).toMatchObject({
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'US' },
          employmentType: 'CONTRACTOR',
          baseSalary: { currency: 'USD', value: { minValue: 20, maxValue: 30, unitText: 'HOUR' } },
        });
      } else {
        expect(posting).toMatchObject({
          jobLocation: { address: { addressLocality: 'Berlin', addressCountry: 'DE' } },
          jobLocationType: 'TELECOMMUTE',
          employmentType: 'FULL_TIME',
        });
      }
    }
  });

  it('the validator does catch a posting without its required properties', async () => {
    const html = (await get(`/jobs/${ids.hybrid}`)).body.replace(/"datePosted":"[^"]*",/, '');
    const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
    const issues = await new Validator(vocabulary).validate(extracted);
    expect(issues.map((issue) => issue.severity)).toContain('ERROR');
  });

  it('says a closed job is closed, with noindex and 410; a missing job or article is an HTML 404', async () => {
    const closed = await get(`/jobs/${ids.closed}`);
    expect(closed.statusCode).toBe(410);
    expect(closed.headers['content-type']).toContain('text/html');
    const closedHead = headOf(closed.body);
    expect(closedHead.robots).toBe('noindex');
    expect(closedHead.title).toBe('Job closed · Hireway');
    expect(closedHead.root).toContain('This job is closed and no longer takes applications.');
    expect(closed.body).not.toContain('application/ld+json');

    for (const path of [`/jobs/${randomUUID()}`, '/blogs/no-such-article']) {
      const missing = await get(path);
      expect(missing.statusCode, path).toBe(404);
      expect(missing.headers['content-type']).toContain('text/html');
      expect(headOf(missing.body).robots).toBe('noindex');
    }
  });

  it('renders the language of the address, the cookie or Accept-Language', async () => {
    const german = await get('/faqs?lang=de');
    expect(headOf(german.body)).toMatchObject({
      lang: 'de',
      title: 'Häufige Fragen · Hireway',
      canonical: `${ORIGIN}/faqs?lang=de`,
    });
    expect(german.headers.vary ?? '').not.toContain('Accept-Language');
    const french = await get('/jobs', { 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.8' });
    expect(headOf(french.body).lang).toBe('fr');
    expect(french.headers.vary).toContain('Accept-Language');
    expect(headOf((await get('/jobs', { cookie: 'hireway_lang=pt' })).body).lang).toBe('pt');
  });
});

describe('robots.txt', () => {
  it("counts a page once against its visitor's global limit, not once per API call it renders from", async () => {
    const visit = (url: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url, headers: { accept: '*/*', ...headers }, remoteAddress: '203.0.113.77' });
    const remaining = async (url: string, headers: Record<string, string> = {}) => {
      const answer = await visit(url, headers);
      expect(answer.statusCode).toBe(200);
      return Number(answer.headers['x-ratelimit-remaining']);
    };
    const first = await remaining('/jobs');
    // The board page and a job page each call the API several times while they render.
    expect(await remaining(`/jobs/${ids.hybrid}`)).toBe(first - 1);
    expect(await remaining('/api/v1/jobs')).toBe(first - 2);
    expect(await remaining('/jobs')).toBe(first - 3);
    // The mark of the in-process calls cannot be guessed by a client.
    expect(await remaining('/api/v1/jobs', { 'x-hireway-counted': 'true' })).toBe(first - 4);
  });

  it('points to the sitemap and keeps private areas out', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    for (const path of ['/api/', '/admin', '/provider', '/job-seeker', '/auth/', '/security/']) {
      expect(res.body).toContain(`Disallow: ${path}\n`);
    }
    // The sign-in and sign-up pages are public: a longer Allow wins over Disallow: /auth/.
    for (const path of ['/auth/login', '/auth/register']) expect(res.body).toContain(`Allow: ${path}\n`);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
