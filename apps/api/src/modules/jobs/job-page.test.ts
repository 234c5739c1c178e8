import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, createTestApp, type Json, type TestContext } from '../../test/test-app';
import { renderMarkdown } from '../content';
import { sourcePageSource } from '../public-pages/public-pages.test-helpers';
import { createProvider } from '../providers/providers.test-helpers';
import { refreshJobListing } from './job-listings';
import { postJob, updateBody } from './jobs.test-helpers';

/*
 * The job page reads one row: the description's sanitized HTML is rendered when the job is written and stored in
 * job_posts and its listing; GET /jobs/{id} and the server-rendered page read it from the listing.
 */

let ctx: TestContext;
let token: string;
const ORIGIN = 'http://localhost:3000';

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_GLOBAL_PER_MINUTE: '100000' }, { pages: await sourcePageSource() });
  ({ token } = await createProvider(ctx));
});
afterAll(async () => {
  await ctx.close();
});

const listingHtml = async (id: string) =>
  (
    await ctx.db
      .selectFrom('job_listings')
      .select('description_html')
      .where('job_id', '=', id)
      .executeTakeFirstOrThrow()
  ).description_html;
const apiJob = async (id: string) =>
  (await call(ctx.app, { method: 'GET', url: `/api/v1/jobs/${id}` })).data.data as Json;
const page = async (id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/jobs/${id}`, headers: { accept: 'text/html' } })).body;

const HOSTILE =
  'Build **reliable** services.\n\n<script>alert(1)</script><img src="x" onerror="alert(2)">[click](javascript:alert(3))';

describe('the job page reads the stored HTML', () => {
  it('renders and sanitizes the description once, when the job is published, into the listing', async () => {
    const job = await postJob(ctx, token, { description: HOSTILE, status: 'live' });
    const stored = await listingHtml(job.id);
    expect(stored).toBe(renderMarkdown(HOSTILE, ORIGIN));
    expect(stored).toContain('<strong>reliable</strong>');
    expect(stored).not.toMatch(/<script|onerror=|href="javascript:/);
    expect((await apiJob(job.id)).description_html).toBe(stored);
  });

  it('reads it from the listing rather than rendering the markdown per request', async () => {
    const job = await postJob(ctx, token, { status: 'live' });
    // A marker only the stored row holds: the answer and the page can only have it from there.
    await ctx.db
      .updateTable('job_listings')
      .set({ description_html: '<p>stored-marker</p>' })
      .where('job_id', '=', job.id)
      .execute();
    expect((await apiJob(job.id)).description_html).toBe('<p>stored-marker</p>');
    expect(await page(job.id)).toContain('stored-marker');
  });

  it('follows an edit: the new description in the listing, the answer and the page', async () => {
    const job = await postJob(ctx, token, {
      description: 'First *version* of the description, long enough for a job post.',
      status: 'live',
    });
    expect(await page(job.id)).toContain('<em>version</em>');
    const res = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/provider/jobs/${job.id}`,
      token,
      payload: updateBody(job, {
        description: 'Second **edition** of the description, long enough. <script>alert(1)</script>',
      }),
    });
    expect(res.statusCode).toBe(200);
    const expected = renderMarkdown(
      'Second **edition** of the description, long enough. <script>alert(1)</script>',
      ORIGIN,
    );
    expect(expected).toContain('<strong>edition</strong>');
    expect((res.data.data as Json).description_html).toBe(expected);
    expect(await listingHtml(job.id)).toBe(expected);
    expect((await apiJob(job.id)).description_html).toBe(expected);
    const html = await page(job.id);
    expect(html).toContain('<strong>edition</strong>');
    expect(html).not.toContain('<em>version</em>');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('renders on read a job loaded in bulk without HTML', async () => {
    const job = await postJob(ctx, token, {
      description: 'Loaded in **bulk** by a seeder, without its HTML, long enough for a job.',
      status: 'live',
    });
    await ctx.db.updateTable('job_posts').set({ description_html: null }).where('id', '=', job.id).execute();
    await refreshJobListing(ctx.db, job.id);
    expect(await listingHtml(job.id)).toBeNull();
    expect((await apiJob(job.id)).description_html).toBe(
      renderMarkdown('Loaded in **bulk** by a seeder, without its HTML, long enough for a job.', ORIGIN),
    );
  });
});
