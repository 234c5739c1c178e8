import { randomUUID } from 'node:crypto';

import { COUNT_CAP } from '@hireway/shared';
import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import type { Database } from '../../db/database';
import { createUser } from '../../test/factories';
import { pendingRunTimes } from '../../test/outbox';
import { call, type Json, request, useTestApp } from '../../test/test-app';
import { suspendUser, reinstateUser } from '../admin-users';
import { approveProvider } from '../admin-verification';
import { createProvider, validCompany } from '../providers/providers.test-helpers';
import { boardCacheOf } from './job-board.cache';
import { decodeCursor } from '../../db/paging';
import {
  boardCursorKinds,
  boardPageQuery,
  type JobSearchQuery,
  matchingListings,
  RELEVANCE_CANDIDATES,
  searchJobs,
} from './job-board.repository';
import { loadSearchDictionary } from './job-search-dictionary';
import { listingExcerpt, readListingVersion, rebuildJobListings, refreshJobListing } from './job-listings';
import { EXPIRE_LISTINGS_JOB } from './job-listings.jobs';
import { jobSearchFields, searchTermsOf, type SearchTerms } from './jobs.search';
import { planSearch } from './search';
import { dateIn, postJob, updateBody, validJob } from './jobs.test-helpers';

/*
 * The listing read model (docs/decisions/0014-job-listings.md): it follows every change that affects a listing,
 * its counts cap, its cursors hold while jobs are added, its queries use indexes, and the board cache never
 * serves a job after it left the board.
 */

const ctx = useTestApp({ RATE_LIMIT_GLOBAL_PER_MINUTE: '100000' });

const ids = (res: { data: Json }) => (res.data.data as Json[]).map((job) => job.id as string);
const board = (query: string, token?: string) =>
  call(ctx.app, { method: 'GET', url: `/api/v1/jobs${query}`, ...(token ? { token } : {}) });
const listing = (jobId: string) =>
  ctx.db.selectFrom('job_listings').selectAll().where('job_id', '=', jobId).executeTakeFirst();

/** Live job rows for one provider, written in bulk (multi-row inserts), published one second apart. */
async function insertLiveJobs(db: Database, providerId: string, count: number, title: (i: number) => string) {
  const base = Date.now() - (count + 10) * 1000;
  const skills = ['Bulk'];
  const rows = Array.from({ length: count }, (_, i) => {
    const at = new Date(base + i * 1000).toISOString();
    return {
      id: randomUUID(),
      provider_id: providerId,
      title: title(i),
      description: validJob.description,
      excerpt: listingExcerpt(validJob.description),
      category: 'software-development',
      employment_type: 'full-time',
      location_type: 'remote',
      skills: JSON.stringify(skills),
      vacancies: 1,
      status: 'live' as const,
      published_at: at,
      created_at: at,
      updated_at: at,
      ...jobSearchFields({ title: title(i), description: validJob.description, skills, city: null }),
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('job_posts')
      .values(rows.slice(start, start + 500))
      .execute();
  }
  return rows.map((row) => row.id);
}

describe('query plans', () => {
  const today = dateIn(0);
  const terms = searchTermsOf(planSearch('engineer', null)) as SearchTerms;
  const base: JobSearchQuery = { today, terms: null, sort: 'newest', page: { limit: 50, offset: 0 } };

  /** The plan of a query, as text lines, with the planner told to avoid sequential scans where it can (PostgreSQL). */
  async function planOf(compiled: { sql: string; parameters: readonly unknown[] }): Promise<string[]> {
    return ctx.db.transaction().execute(async (trx) => {
      if (ctx.engine === 'postgres') await sql`set local enable_seqscan = off`.execute(trx);
      const prefix = ctx.engine === 'sqlite' ? 'explain query plan ' : 'explain ';
      const result = await trx.executeQuery(CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]));
      return (result.rows as Record<string, unknown>[]).map((row) =>
        String(ctx.engine === 'sqlite' ? row.detail : Object.values(row)[0]),
      );
    });
  }

  it('reads the listing through an index for every shape of the board', async () => {
    await sql`analyze`.execute(ctx.db);
    const shapes: Record<string, { sql: string; parameters: readonly unknown[] }> = {
      'board, newest': boardPageQuery(ctx.db, base, null).compile(),
      'board, category': boardPageQuery(ctx.db, { ...base, category: 'software-development' }, null).compile(),
      'board, deep cursor': boardPageQuery(
        ctx.db,
        { ...base, cursor: { direction: 'after', key: [1_700_000_000_000 * 1024] } },
        null,
      ).compile(),
      'search, newest': boardPageQuery(ctx.db, base, terms).compile(),
      'search, relevance': boardPageQuery(ctx.db, { ...base, sort: 'relevance' }, terms).compile(),
      'search, deep cursor': boardPageQuery(
        ctx.db,
        { ...base, cursor: { direction: 'after', key: [1_700_000_000_000 * 1024] } },
        terms,
      ).compile(),
      'count, category': matchingListings(
        ctx.db,
        null,
        { today, category: 'software-development' },
        { checkDeadline: false },
      )
        .select(sql`1`.as('one'))
        .limit(COUNT_CAP + 1)
        .compile(),
      'count, search': matchingListings(ctx.db, terms, { today }, { checkDeadline: false })
        .select(sql`1`.as('one'))
        .limit(COUNT_CAP + 1)
        .compile(),
    };
    for (const [shape, compiled] of Object.entries(shapes)) {
      const plan = await planOf(compiled);
      const text = plan.join('\n');
      if (ctx.engine === 'sqlite') {
        // The newest-first order comes from an index, never from sorting the matches.
        if (!shape.includes('relevance')) expect(text, `${shape}\n${text}`).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
        // `SCAN jl` is a scan of the listing table. It is allowed only for the unfiltered board, which reads the
        // table in its key order (listed_key is the rowid; no sort, as checked above) and stops after one page;
        // any filter, search, cursor or count must use an index, the FTS index or a key range.
        if (shape !== 'board, newest') {
          const scans = plan.filter((line) => /^SCAN (jl|job_listings)$/.test(line.trim()));
          expect(scans, `${shape}\n${text}`).toEqual([]);
        }
      } else {
        expect(text, `${shape}\n${text}`).not.toMatch(/Seq Scan on (job_listings|jl)\b/);
      }
    }
  });
});

describe('the read model follows every change that affects a listing', () => {
  it('publish, edit, close, reopen, delete', async () => {
    const provider = await createProvider(ctx, { company: { company_name: 'Follow Me Ltd', logo_path: 'f.png' } });
    const draft = await postJob(ctx, provider.token, { title: 'Tapir Handler' });
    expect(await listing(draft.id)).toBeUndefined();

    const put = (job: Json, overrides: Json) =>
      request(ctx, 'PUT', `/provider/jobs/${job.id as string}`, provider.token, updateBody(job, overrides));
    const published = await put(draft, { status: 'live' });
    expect(published.statusCode).toBe(200);
    expect(await listing(draft.id)).toMatchObject({
      title: 'Tapir Handler',
      company_name: 'Follow Me Ltd',
      logo_path: 'f.png',
      excerpt:
        'Join our platform team and build reliable services in TypeScript. Node.js and PostgreSQL Kind code reviews',
      category: 'software-development',
      city: 'Berlin',
      salary_min: 60000,
      salary_max: 80000,
      skills: JSON.stringify(validJob.skills),
    });
    const before = await readListingVersion(ctx.db);

    const edited = await put(draft, {
      status: 'live',
      title: 'Tapir Lead',
      description: '# New\n\n*Fresh* text about the tapirs, their care and their feeding.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await listing(draft.id)).toMatchObject({
      title: 'Tapir Lead',
      excerpt: 'New Fresh text about the tapirs, their care and their feeding.',
    });
    expect(await readListingVersion(ctx.db)).toBeGreaterThan(before);
    expect(ids(await board(`?q=tapir`))).toEqual([draft.id]);

    expect((await put(draft, { status: 'closed', title: 'Tapir Lead' })).statusCode).toBe(200);
    expect(await listing(draft.id)).toBeUndefined();
    expect(ids(await board(`?q=tapir`))).toEqual([]);

    expect((await put(draft, { status: 'live', title: 'Tapir Lead' })).statusCode).toBe(200);
    expect(ids(await board(`?q=tapir`))).toEqual([draft.id]);

    const removed = await request(ctx, 'DELETE', `/provider/jobs/${draft.id}`, provider.token);
    expect(removed.statusCode).toBe(200);
    expect(await listing(draft.id)).toBeUndefined();
    expect(ids(await board(`?q=tapir`))).toEqual([]);
    expect((await board('')).statusCode).toBe(200);
  });

  it('a company renamed or given a new logo', async () => {
    const provider = await createProvider(ctx, { company: { company_name: 'Old Name GmbH' } });
    const job = await postJob(ctx, provider.token, { title: 'Okapi Scout', status: 'live' });
    expect(ids(await board('?q=old okapi'))).toEqual([job.id]);
    const renamed = await request(ctx, 'PUT', '/provider', provider.token, {
      ...validCompany,
      company_name: 'Brandneu AG',
    });
    expect(renamed.statusCode).toBe(200);
    expect(await listing(job.id)).toMatchObject({ company_name: 'Brandneu AG' });
    expect(ids(await board('?q=old okapi'))).toEqual([]);
    expect(ids(await board('?q=brandneu okapi'))).toEqual([job.id]);
    expect(((await board(`?provider_id=${provider.user.id}`)).data.data as Json[])[0]?.company).toMatchObject({
      name: 'Brandneu AG',
    });
  });

  it('a provider approved, suspended and reinstated', async () => {
    const admin = await createUser(ctx.db, { group: 'admin' });
    const actor = { id: admin.user.id, ip: null };
    const pending = await createProvider(ctx, { status: 'pending', company: { company_name: 'Waiting Co' } });
    // A job written while the provider waits (only a direct write can do that): not listed.
    const [jobId] = await insertLiveJobs(ctx.db, pending.user.id, 1, () => 'Aardvark Groomer');
    await refreshJobListing(ctx.db, jobId as string);
    expect(await listing(jobId as string)).toBeUndefined();

    await approveProvider(ctx.app, admin.user.id, pending.user.id);
    expect(ids(await board('?q=aardvark'))).toEqual([jobId]);

    await suspendUser(ctx.app, actor, pending.user.id, 'Fraudulent job posts');
    expect(await listing(jobId as string)).toBeUndefined();
    expect(ids(await board('?q=aardvark'))).toEqual([]);
    // Once public, a job that leaves the board answers 410 gone (its page says it is closed), not 404.
    expect((await call(ctx.app, { method: 'GET', url: `/api/v1/jobs/${jobId as string}` })).statusCode).toBe(410);

    await reinstateUser(ctx.app, actor, pending.user.id);
    expect(ids(await board('?q=aardvark'))).toEqual([jobId]);
    expect((await call(ctx.app, { method: 'GET', url: `/api/v1/jobs/${jobId as string}` })).statusCode).toBe(200);
  });

  it('a deadline passing: hidden at once, removed by the daily job', async () => {
    const provider = await createProvider(ctx);
    const job = await postJob(ctx, provider.token, {
      title: 'Narwhal Counter',
      status: 'live',
      application_deadline: dateIn(1),
    });
    expect(ids(await board('?q=narwhal'))).toEqual([job.id]);
    // A day later: the listing's deadline is behind us (the job row's too).
    await ctx.db
      .updateTable('job_posts')
      .set({ application_deadline: dateIn(-1) })
      .where('id', '=', job.id)
      .execute();
    await ctx.db
      .updateTable('job_listings')
      .set({ application_deadline: dateIn(-1) })
      .where('job_id', '=', job.id)
      .execute();
    // A new day is a new cache key (the date is part of it).
    boardCacheOf(ctx.db).clear();
    expect(ids(await board('?q=narwhal'))).toEqual([]);
    expect((await call(ctx.app, { method: 'GET', url: `/api/v1/jobs/${job.id}` })).statusCode).toBe(410);
    expect(await listing(job.id)).toBeDefined();

    const before = await readListingVersion(ctx.db);
    await ctx.app.jobs.enqueue(ctx.db, EXPIRE_LISTINGS_JOB, {});
    const summary = await ctx.app.jobs.runDue();
    expect(summary.failed).toBe(0);
    expect(summary.done).toBeGreaterThanOrEqual(1);
    expect(await listing(job.id)).toBeUndefined();
    expect(await readListingVersion(ctx.db)).toBeGreaterThan(before);
    // It scheduled its next run, just after midnight UTC.
    const [next] = await pendingRunTimes(ctx, EXPIRE_LISTINGS_JOB);
    expect(next).toMatch(/T00:00:05/);
  });
});

describe('capped counts', () => {
  it(`counts at most ${COUNT_CAP.toLocaleString('en')} matches and says so`, async () => {
    const provider = await createProvider(ctx, { company: { company_name: 'Mass Hiring Inc' } });
    await insertLiveJobs(ctx.db, provider.user.id, COUNT_CAP + 50, (i) => `Capybara role ${i}`);
    await rebuildJobListings(ctx.db);

    const all = await board(`?provider_id=${provider.user.id}`);
    expect(all.data.meta).toEqual({
      page: 1,
      per_page: 50,
      total: COUNT_CAP,
      last_page: COUNT_CAP / 50,
      total_is_lower_bound: true,
      next_cursor: expect.any(String),
      prev_cursor: null,
      corrected_query: null,
    });
    expect((all.data.data as Json[])[0]?.title).toBe(`Capybara role ${COUNT_CAP + 49}`);

    const searched = await board(`?q=capybara&provider_id=${provider.user.id}`);
    // Relevance ranks the newest RELEVANCE_CANDIDATES matches: its pages end there.
    expect(searched.data.meta).toMatchObject({
      total: COUNT_CAP,
      total_is_lower_bound: true,
      last_page: Math.ceil(RELEVANCE_CANDIDATES / 50),
    });
    const newest = await board(`?q=capybara&sort=newest&provider_id=${provider.user.id}`);
    expect(newest.data.meta).toMatchObject({ total: COUNT_CAP, total_is_lower_bound: true, last_page: 200 });
    // Without filters, a word alone in more listings than the cap is known to be over it (the search dictionary).
    const unfiltered = await board('?q=capybara&sort=newest');
    expect(unfiltered.data.meta).toMatchObject({ total: COUNT_CAP, total_is_lower_bound: true, last_page: 200 });
    const few = await board(`?q=${encodeURIComponent('capybara role 10049')}&provider_id=${provider.user.id}`);
    expect(few.data.meta).toMatchObject({ total: 1, total_is_lower_bound: false, last_page: 1 });

    // Pages by number stop where the count does; the cursor goes on.
    const tooDeep = await board(`?provider_id=${provider.user.id}&page=201`);
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.data.errors).toHaveProperty('page');
  });
});

describe('keyset pages', () => {
  it('are stable while jobs are added, never skip or repeat a job, and lead back', async () => {
    const provider = await createProvider(ctx, { company: { company_name: 'Steady Pages SA' } });
    const jobs = await insertLiveJobs(ctx.db, provider.user.id, 120, (i) => `Steady role ${i}`);
    await rebuildJobListings(ctx.db);
    const expected = [...jobs].reverse();

    for (const query of [`?provider_id=${provider.user.id}`, `?q=steady&sort=newest&provider_id=${provider.user.id}`]) {
      const pages: Json[] = [];
      const seen: string[] = [];
      let cursor: string | null = null;
      for (let page = 1; page <= 3; page += 1) {
        const res = await board(`${query}&page=${page}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.statusCode).toBe(200);
        pages.push(res.data);
        seen.push(...ids(res));
        cursor = (res.data.meta as Json).next_cursor as string | null;
        // A new job arrives between two pages (it is the newest: page 1 grows, later pages do not move).
        await postJob(ctx, provider.token, { title: `Steady newcomer ${page}`, status: 'live' });
      }
      expect(seen).toEqual(expected);
      expect(cursor).toBeNull();
      // Back from page 3 to page 2 by its previous-page cursor: the same jobs as before.
      const last = pages[2] as { meta: Json };
      const back = await board(`${query}&page=2&cursor=${last.meta.prev_cursor as string}`);
      expect(ids(back)).toEqual(expected.slice(50, 100));
      // Newcomers (found now, above page 1) do not change the pages below.
      await ctx.db.deleteFrom('job_posts').where('title', 'like', 'Steady newcomer%').execute();
      await rebuildJobListings(ctx.db);
    }

    // Relevance pages by cursor too: each job once.
    const relevance: string[] = [];
    let cursor: string | null = null;
    for (let page = 1; page <= 3; page += 1) {
      const res = await board(
        `?q=steady&provider_id=${provider.user.id}&page=${page}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      relevance.push(...ids(res));
      cursor = (res.data.meta as Json).next_cursor as string | null;
    }
    expect([...relevance].sort()).toEqual([...jobs].sort());
    expect(cursor).toBeNull();
    // Three rebuilds of the listings, six new jobs and a dozen pages: ~5 s alone, near 30 s on a loaded machine.
  }, 60_000);

  it('finds the same newest matches through any window (PostgreSQL reads a window of the newest listings first)', async () => {
    const provider = await createProvider(ctx, { company: { company_name: 'Window Check GmbH' } });
    // The 80 oldest are walrus jobs, then 440 others, then every other one of the 80 newest.
    const jobs = await insertLiveJobs(ctx.db, provider.user.id, 600, (i) =>
      i < 80 || (i >= 520 && i % 2 === 1) ? `Walrus keeper ${i}` : `Window filler ${i}`,
    );
    await rebuildJobListings(ctx.db);
    const walruses = jobs.filter((_, i) => i < 80 || (i >= 520 && i % 2 === 1)).reverse();
    const dictionary = await loadSearchDictionary(ctx.db);
    const planned = searchTermsOf(planSearch('walrus', dictionary.vocabulary)) as SearchTerms;
    const today = dateIn(0);

    // The share the window is sized by, from "everything matches" (a window of a few listings, too small from page
    // 1 on) to none (no window): the same pages, cursors and counts.
    async function pages(share: number | null, sort: 'newest' | 'relevance') {
      const terms = { ...planned, share, listings: dictionary.documents, keys: dictionary.keys };
      const seen: string[][] = [];
      let cursor: JobSearchQuery['cursor'] = null;
      for (let page = 1; page <= 4; page += 1) {
        const query: JobSearchQuery = { today, terms, sort, page: { limit: 20, offset: 0 }, cursor };
        const result = await searchJobs(ctx.db, query);
        seen.push([...result.rows.map((row) => row.job_id), String(result.total)]);
        if (!result.next_cursor) break;
        cursor = decodeCursor(result.next_cursor, boardCursorKinds(sort, true));
      }
      return seen;
    }
    const expected = await pages(null, 'newest');
    expect(expected.flatMap((page) => page.slice(0, -1))).toEqual(walruses.slice(0, 80));
    for (const share of [1, 0.5, 0.1, 0.01]) expect(await pages(share, 'newest'), `share ${share}`).toEqual(expected);
    const ranked = await pages(null, 'relevance');
    for (const share of [1, 0.1]) expect(await pages(share, 'relevance'), `share ${share}`).toEqual(ranked);

    await ctx.db.deleteFrom('job_posts').where('provider_id', '=', provider.user.id).execute();
    await rebuildJobListings(ctx.db);
  });

  it('refuses a cursor that was tampered with or belongs to another order', async () => {
    const first = await board('?q=steady');
    const relevanceCursor = (first.data.meta as Json).next_cursor as string;
    expect((await board(`?sort=newest&cursor=${relevanceCursor}`)).statusCode).toBe(400);
    expect((await board('?cursor=bm90LWpzb24')).statusCode).toBe(400);
  });
});

describe('the board cache', () => {
  it('never serves a job after it left the board, whichever process removed it', async () => {
    const provider = await createProvider(ctx);
    const job = await postJob(ctx, provider.token, { title: 'Quetzal Watcher', status: 'live' });
    boardCacheOf(ctx.db).clear();
    expect(ids(await board('?q=quetzal'))).toEqual([job.id]);
    expect(boardCacheOf(ctx.db).size).toBeGreaterThan(0);
    // Served from the cache while nothing changed (the cached answer is the same object).
    const version = await readListingVersion(ctx.db);
    const cached = await boardCacheOf(ctx.db).get(
      `${dateIn(0)}|${JSON.stringify({ page: 1, per_page: 50, q: 'quetzal' })}`,
      version,
      () => Promise.reject(new Error('computed again')),
    );
    expect((JSON.parse(cached) as { data: Json[] }).data.map((row) => row.id)).toEqual([job.id]);

    // Closed through the API.
    const closed = await request(
      ctx,
      'PUT',
      `/provider/jobs/${job.id}`,
      provider.token,
      updateBody(job, { status: 'closed' }),
    );
    expect(closed.statusCode).toBe(200);
    expect(ids(await board('?q=quetzal'))).toEqual([]);

    // Reopened, cached again, then closed by "another process": a write straight to the database that bumps the
    // version in its transaction, as every listing change does. This process's cache does not serve it.
    expect(
      (await request(ctx, 'PUT', `/provider/jobs/${job.id}`, provider.token, updateBody(job, { status: 'live' })))
        .statusCode,
    ).toBe(200);
    expect(ids(await board('?q=quetzal'))).toEqual([job.id]);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('job_posts').set({ status: 'closed' }).where('id', '=', job.id).execute();
      await refreshJobListing(trx, job.id);
    });
    expect(ids(await board('?q=quetzal'))).toEqual([]);
  });
});
