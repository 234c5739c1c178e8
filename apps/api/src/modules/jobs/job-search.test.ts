import { todayUtc } from '@hireway/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import * as listingsMigration from '../../db/migrations/2026-11-25T0100-job-listings';
import { call, createTestApp, type Json, type TestContext } from '../../test/test-app';
import { createProvider } from '../providers/providers.test-helpers';
import { type JobSearchQuery, searchJobs } from './job-board.repository';
import { refreshJobListing, refreshProviderListings } from './job-listings';
import { fts5Query, normalizeSearchText, searchTerms, tsQuery } from './jobs.search';
import { postJob, updateBody } from './jobs.test-helpers';

/*
 * Full-text search (migration 2026-11-22T0105-job-search-fts): the query sanitiser, and searchJobs on the engine
 * under test (FTS5 on SQLite, tsvector on PostgreSQL), with the index kept in step by the database's triggers.
 * Every word below ("quokka", "wombat", …) is unique to this file's jobs.
 */

describe('searchTerms, fts5Query, tsQuery', () => {
  it('cut input into words of letters and digits, folded, distinct, at most 8', () => {
    expect(searchTerms('  Senior  TypeScript-Engineer ')).toEqual(['senior', 'typescript', 'engineer']);
    expect(searchTerms('Zürich Ünïcödé')).toEqual(['zurich', 'unicode']);
    expect(searchTerms('C++ / Node.js')).toEqual(['c', 'node', 'js']);
    expect(searchTerms('"a" NEAR(b c) OR d* -e ^f col:g \'h\' i&j|!k')).toEqual([
      'a',
      'near',
      'b',
      'c',
      'or',
      'd',
      'e',
      'f',
    ]);
    expect(searchTerms('%_*"()\'')).toEqual([]);
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms('東京 مرحبا')).toEqual(['東京', 'مرحبا']);
  });

  it('quote every word as a literal and match the last as a prefix', () => {
    expect(fts5Query(['senior', 'eng'])).toBe('"senior" "eng"*');
    expect(fts5Query(['near'])).toBe('"near"*');
    expect(fts5Query(['a"b'])).toBe('"a""b"*');
    expect(tsQuery(['senior', 'eng'])).toBe("'senior' & 'eng':*");
    expect(tsQuery(["o'brien", 'a\\b'])).toBe("'o\\'brien' & 'a\\\\b':*");
  });
});

let ctx: TestContext;
let provider: Awaited<ReturnType<typeof createProvider>>;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_GLOBAL_PER_MINUTE: '100000' });
  provider = await createProvider(ctx, { company: { company_name: 'Quokka Wombat Labs' } });
});
afterAll(async () => {
  await ctx.close();
});

const search = async (q: string | undefined, more: Partial<JobSearchQuery> = {}) =>
  (
    await searchJobs(ctx.db, {
      q,
      sort: 'relevance',
      page: { limit: 50, offset: 0 },
      today: todayUtc(),
      provider_id: provider.user.id,
      ...more,
    })
  ).rows.map((row) => row.title);

/** Moves a job's publication time (behind the API's back), and its listing with it. */
const setPublished = async (id: string, hoursAgo: number) => {
  await ctx.db
    .updateTable('job_posts')
    .set({ published_at: new Date(Date.now() - hoursAgo * HOUR).toISOString() })
    .where('id', '=', id)
    .execute();
  await refreshJobListing(ctx.db, id);
};

describe('searchJobs', () => {
  const job = {} as Record<'description' | 'skills' | 'title', Json & { id: string }>;

  beforeAll(async () => {
    const post = (overrides: Json) => postJob(ctx, provider.token, { status: 'live', ...overrides });
    // Oldest first: "quokka" is in the description, the skills, then the title.
    job.description = await post({
      title: 'Warehouse Lead',
      description: 'Run the quokka enclosure logistics with a friendly team of carers and volunteers.',
      skills: ['Forklift'],
      city: 'Zürich',
      country_code: 'CH',
      state_code: 'ZH',
    });
    job.skills = await post({ title: 'Platform Developer', skills: ['Quokka', 'Kubernetes'] });
    job.title = await post({
      title: 'Quokka Keeper',
      skills: ['Animal care'],
      city: 'Genève',
      country_code: 'CH',
      state_code: 'ZH',
    });
    await setPublished(job.description.id, 3);
    await setPublished(job.skills.id, 2);
    await setPublished(job.title.id, 1);
  });

  it('ranks a match in the title before skills before the description; newest ignores the rank', async () => {
    expect(await search('quokka')).toEqual(['Quokka Keeper', 'Platform Developer', 'Warehouse Lead']);
    expect(await search('QUOKKA', { sort: 'newest' })).toEqual([
      'Quokka Keeper',
      'Platform Developer',
      'Warehouse Lead',
    ]);
    await setPublished(job.title.id, 5);
    expect(await search('quokka', { sort: 'newest' })).toEqual([
      'Platform Developer',
      'Warehouse Lead',
      'Quokka Keeper',
    ]);
    expect(await search('quokka')).toEqual(['Quokka Keeper', 'Platform Developer', 'Warehouse Lead']);
    await setPublished(job.title.id, 1);
  });

  it('ignores accents both ways, in the text and in the query', async () => {
    expect(await search('zurich')).toEqual(['Warehouse Lead']);
    expect(await search('Zürich')).toEqual(['Warehouse Lead']);
    expect(await search('geneve keeper')).toEqual(['Quokka Keeper']);
    expect(await search('GENÈVE')).toEqual(['Quokka Keeper']);
  });

  it('needs every word, matches the last one as a prefix, and finds the company name', async () => {
    expect(await search('kube')).toEqual(['Platform Developer']);
    expect(await search('quok keeper')).toEqual([]);
    expect(await search('quokka keep')).toEqual(['Quokka Keeper']);
    expect(await search('quokka forklift')).toEqual(['Warehouse Lead']);
    expect(await search('wombat labs')).toHaveLength(3);
    expect(await search('wombat kubernetes')).toEqual(['Platform Developer']);
    expect(await search('kubernetes zurich')).toEqual([]);
  });

  it('keeps filters working beside the search', async () => {
    expect(await search('quokka', { country_code: 'CH' })).toEqual(['Quokka Keeper', 'Warehouse Lead']);
    expect(await search('quokka', { city: normalizeSearchText('ZÜRICH') })).toEqual(['Warehouse Lead']);
    expect(await search('quokka', { country_code: 'FR' })).toEqual([]);
  });

  it('takes hostile input as plain words, never as syntax', async () => {
    for (const q of [
      '"',
      "'",
      '"quokka',
      'quokka"',
      "quokka'",
      'quokka*',
      '*quokka',
      'quokka NEAR keeper',
      'NEAR(quokka keeper)',
      '(quokka OR keeper)',
      'quokka AND keeper',
      'NOT quokka',
      '-quokka',
      '^quokka',
      'title:quokka',
      'quokka:*',
      'quokka & !keeper',
      'quokka | keeper',
      "quokka' & 'x",
      '\\',
      '東京',
      '🦘 quokka',
      '%',
      '   ',
      '',
    ]) {
      const result = await searchJobs(ctx.db, {
        q,
        sort: 'relevance',
        page: { limit: 50, offset: 0 },
        today: todayUtc(),
        provider_id: provider.user.id,
      });
      expect(Array.isArray(result.rows), q).toBe(true);
    }
    // Operators are words like any other: every one of them must occur.
    expect(await search('quokka NEAR keeper')).toEqual([]);
    expect(await search('(quokka) "keeper"')).toEqual(['Quokka Keeper']);
    expect(await search('quokka*')).toHaveLength(3);
    expect(await search('title:quokka')).toEqual([]);
    // Only punctuation: nothing matches; nothing typed: the whole board.
    expect(await search('"*()%')).toEqual([]);
    expect(await search('')).toHaveLength(3);
    expect(await search(undefined)).toHaveLength(3);
  });

  it('follows a job through updates, state changes, deletion and a company rename', async () => {
    const created = await postJob(ctx, provider.token, { title: 'Wallaby Trainer', status: 'live' });
    expect(await search('wallaby')).toEqual(['Wallaby Trainer']);

    const put = (body: Json) =>
      call(ctx.app, {
        method: 'PUT',
        url: `/api/v1/provider/jobs/${created.id}`,
        token: provider.token,
        payload: body,
      });
    const renamed = await put(updateBody(created, { title: 'Numbat Trainer', status: 'live' }));
    expect(renamed.statusCode).toBe(200);
    expect(await search('wallaby')).toEqual([]);
    expect(await search('numbat')).toEqual(['Numbat Trainer']);

    expect((await put(updateBody(created, { title: 'Numbat Trainer', status: 'closed' }))).statusCode).toBe(200);
    expect(await search('numbat')).toEqual([]);
    expect((await put(updateBody(created, { title: 'Numbat Trainer', status: 'live' }))).statusCode).toBe(200);
    expect(await search('numbat')).toEqual(['Numbat Trainer']);

    const draft = await postJob(ctx, provider.token, { title: 'Numbat Draft' });
    expect(await search('numbat')).toEqual(['Numbat Trainer']);
    expect(draft.status).toBe('draft');

    await ctx.db
      .updateTable('provider_profiles')
      .set({ company_name: 'Bilby Works', search_name: normalizeSearchText('Bilby Works') })
      .where('user_id', '=', provider.user.id)
      .execute();
    await refreshProviderListings(ctx.db, provider.user.id);
    expect(await search('bilby numbat')).toEqual(['Numbat Trainer']);
    expect(await search('wombat')).toEqual([]);
    expect(await search('bilby')).toHaveLength(4);

    const removed = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/v1/provider/jobs/${created.id}`,
      token: provider.token,
    });
    expect(removed.statusCode).toBe(200);
    expect(await search('numbat')).toEqual([]);
    // A row removed for good leaves the index too (a never-published draft is deleted, not soft-deleted).
    await ctx.db
      .updateTable('job_posts')
      .set({ status: 'live', published_at: new Date().toISOString() })
      .where('id', '=', draft.id)
      .execute();
    await refreshJobListing(ctx.db, draft.id);
    expect(await search('numbat')).toEqual(['Numbat Draft']);
    await ctx.db.deleteFrom('job_posts').where('id', '=', draft.id).execute();
    await refreshJobListing(ctx.db, draft.id);
    expect(await search('numbat')).toEqual([]);
  });

  it('serves GET /jobs?q= the same way', async () => {
    const res = await call(ctx.app, { method: 'GET', url: `/api/v1/jobs?q=${encodeURIComponent('zürich quok')}` });
    expect(res.statusCode).toBe(200);
    expect((res.data.data as Json[]).map((row) => row.title)).toEqual(['Warehouse Lead']);
    const hostile = await call(ctx.app, { method: 'GET', url: `/api/v1/jobs?q=${encodeURIComponent('NEAR("a" *')}` });
    expect(hostile.statusCode).toBe(200);
  });
});

describe('migration 2026-11-25T0100-job-listings', () => {
  it('lists and indexes the jobs that were there before it, and drops cleanly', async () => {
    await listingsMigration.down(ctx.db);
    // Written while no index and no trigger exist.
    await ctx.db
      .updateTable('job_posts')
      .set({ title: 'Echidna Keeper', search_title: normalizeSearchText('Echidna Keeper') })
      .where('provider_id', '=', provider.user.id)
      .where('title', '=', 'Quokka Keeper')
      .execute();
    await listingsMigration.up(ctx.db);
    expect(await search('echidna')).toEqual(['Echidna Keeper']);
    expect(await search('quokka')).toEqual(['Platform Developer', 'Warehouse Lead']);
    expect(await search('bilby echidna')).toEqual(['Echidna Keeper']);
  });
});
