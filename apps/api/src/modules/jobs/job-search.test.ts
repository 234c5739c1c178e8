import { todayUtc } from '@hireway/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';

import * as analyzedSearchMigration from '../../db/migrations/2026-11-26T0100-analyzed-search';
import { call, createTestApp, type Json, request, type TestContext } from '../../test/test-app';
import { createProvider } from '../providers/providers.test-helpers';
import { type JobSearchQuery, searchJobs } from './job-board.repository';
import {
  rebuildJobListings,
  refreshJobListing,
  refreshProviderListings,
  retractProviderListings,
} from './job-listings';
import { loadSearchDictionary } from './job-search-dictionary';
import { nameSearchText, normalizeSearchText, searchTermsOf } from './jobs.search';
import { planSearch } from './search';
import { postJob, updateBody } from './jobs.test-helpers';

/*
 * Full-text search on the listing read model (ADRs 0014, 0015): searchJobs on the engine under test (FTS5 on
 * SQLite, tsvector on PostgreSQL) with the query planned against the listed jobs' vocabulary, as the board does.
 * Every word below ("quokka", "wombat", …) is unique to this file's jobs.
 */

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

/** The board's search terms for a query, planned against the vocabulary of the listings as they are now. */
const termsFor = async (q: string | undefined) => {
  if (q === undefined || q.trim() === '') return null;
  return searchTermsOf(planSearch(q, (await loadSearchDictionary(ctx.db)).vocabulary));
};

const search = async (q: string | undefined, more: Partial<JobSearchQuery> = {}) => {
  const terms = await termsFor(q);
  if (terms === 'nothing') return [];
  return (
    await searchJobs(ctx.db, {
      terms,
      sort: 'relevance',
      page: { limit: 50, offset: 0 },
      today: todayUtc(),
      provider_id: provider.user.id,
      ...more,
    })
  ).rows.map((row) => row.title);
};

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
    // "quok" is one edit from "quokk" (the French and Portuguese stem of quokka): forgiven as a typo.
    expect(await search('quok keeper')).toEqual(['Quokka Keeper']);
    expect(await search('quo keeper')).toEqual([]);
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
      const terms = await termsFor(q);
      if (terms === 'nothing') continue;
      const result = await searchJobs(ctx.db, {
        terms,
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
    expect((await loadSearchDictionary(ctx.db)).suggestions.suggest('wallab')).toEqual([
      { value: 'Wallaby Trainer', kind: 'title' },
    ]);

    const put = (body: Json) => request(ctx, 'PUT', `/provider/jobs/${created.id}`, provider.token, body);
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

    // As the company service renames: off the board, written, back on (the dictionary forgets the old name).
    await retractProviderListings(ctx.db, provider.user.id);
    await ctx.db
      .updateTable('provider_profiles')
      .set({ company_name: 'Bilby Works', search_name: nameSearchText('Bilby Works') })
      .where('user_id', '=', provider.user.id)
      .execute();
    await refreshProviderListings(ctx.db, provider.user.id);
    expect(await search('bilby numbat')).toEqual(['Numbat Trainer']);
    expect(await search('wombat')).toEqual([]);
    expect(await search('bilby')).toHaveLength(4);

    const removed = await request(ctx, 'DELETE', `/provider/jobs/${created.id}`, provider.token);
    expect(removed.statusCode).toBe(200);
    expect(await search('numbat')).toEqual([]);
    // The dictionary follows the listings through the edit, the rename and the deletion.
    const { vocabulary, suggestions } = await loadSearchDictionary(ctx.db);
    for (const gone of ['numbat', 'wallaby', 'wombat']) expect(vocabulary.has(gone), gone).toBe(false);
    expect(suggestions.suggest('numbat')).toEqual([]);
    expect(suggestions.suggest('quokka wom')).toEqual([]);
    expect(vocabulary.has('bilby')).toBe(true);
    await expectDocumentsCounted();
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

  /** The dictionary's number of listings (the company counts, never a count of the table) is the table's. */
  async function expectDocumentsCounted() {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from job_listings`.execute(ctx.db);
    const dictionary = await loadSearchDictionary(ctx.db);
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
    expect(dictionary.documents).toBe(Number(rows[0]?.n));
  }

  it('serves GET /jobs?q= the same way', async () => {
    const res = await call(ctx.app, { method: 'GET', url: `/api/v1/jobs?q=${encodeURIComponent('zürich quok')}` });
    expect(res.statusCode).toBe(200);
    expect((res.data.data as Json[]).map((row) => row.title)).toEqual(['Warehouse Lead']);
    const hostile = await call(ctx.app, { method: 'GET', url: `/api/v1/jobs?q=${encodeURIComponent('NEAR("a" *')}` });
    expect(hostile.statusCode).toBe(200);
  });
});

describe('multilingual search through GET /jobs (stems, typos, technologies, autocomplete)', () => {
  let other: Awaited<ReturnType<typeof createProvider>>;
  const titlesFor = async (q: string) => {
    const res = await request(ctx, 'GET', `/jobs?provider_id=${other.user.id}&q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    return {
      titles: (res.data.data as Json[]).map((row) => row.title as string).sort(),
      corrected: (res.data.meta as Json).corrected_query,
    };
  };
  const titles = async (q: string) => (await titlesFor(q)).titles;

  beforeAll(async () => {
    other = await createProvider(ctx, { company: { company_name: 'Platypus Systems' } });
    const post = (title: string, description: string, skills: string[]) =>
      postJob(ctx, other.token, { status: 'live', title, description, skills });
    await post(
      'Senior Software Developer',
      'You will build services for our customers and keep them running. We value engineers who test their work.',
      ['C++', 'Kubernetes'],
    );
    await post(
      'Softwareentwicklerin (m/w/d) Backend',
      'Sie entwickeln unsere Dienste weiter und arbeiten mit einem kleinen Team in Berlin zusammen. Wir bieten flexible Arbeitszeiten.',
      ['C#', '.NET'],
    );
    await post(
      'Développeur Full-Stack',
      "Vous développerez nos applications web avec l'équipe produit. Nous offrons des horaires flexibles et une mutuelle.",
      ['Node.js', 'React'],
    );
    await post(
      'Desenvolvedora de Software',
      'Você vai desenvolver aplicações para os nossos clientes com uma equipa pequena em Lisboa. Oferecemos horário flexível.',
      ['C', 'Python'],
    );
  });

  it('finds inflected forms in each language through their stems, accents or not', async () => {
    expect(await titles('developers')).toEqual(['Senior Software Developer']);
    expect(await titles('softwareentwicklerinnen backend')).toEqual(['Softwareentwicklerin (m/w/d) Backend']);
    expect(await titles('entwickeln dienst')).toEqual(['Softwareentwicklerin (m/w/d) Backend']);
    expect(await titles('développeurs')).toEqual(['Développeur Full-Stack']);
    expect(await titles('developpeur fullstack')).toEqual(['Développeur Full-Stack']);
    expect(await titles('desenvolvedoras')).toEqual(['Desenvolvedora de Software']);
    expect(await titles('flexibles horaires')).toEqual(['Développeur Full-Stack']);
  });

  it('searches C++, C#, .NET and Node.js as themselves (C is not C++)', async () => {
    expect(await titles('c++')).toEqual(['Senior Software Developer']);
    expect(await titles('C#')).toEqual(['Softwareentwicklerin (m/w/d) Backend']);
    expect(await titles('.net')).toEqual(['Softwareentwicklerin (m/w/d) Backend']);
    expect(await titles('node.js')).toEqual(['Développeur Full-Stack']);
    expect(await titles('c python')).toEqual(['Desenvolvedora de Software']);
  });

  it('forgives typos against the vocabulary and says what it searched for', async () => {
    const typo = await titlesFor('kubernetse ');
    expect(typo.titles).toEqual(['Senior Software Developer']);
    expect(typo.corrected).toBe('kubernetes');
    const two = await titlesFor('platypsu sytsems ');
    expect(two.titles).toHaveLength(4);
    expect(two.corrected).toBe('platypus systems');
    // A stem is shown as a word people write ("develop" → "developer", the surface form the index holds); two
    // typos away, the French "developpeur" is searched too.
    const stem = await titlesFor('developr platypus');
    expect(stem.titles).toEqual(['Développeur Full-Stack', 'Senior Software Developer']);
    expect(stem.corrected).toBe('developer platypus');
    // A known word is never corrected; a word too short for a typo is searched as typed.
    expect((await titlesFor('kubernetes ')).corrected).toBeNull();
    expect(await titles('kub developer')).toEqual([]);
  });

  it('matches the last word as a prefix as it is typed', async () => {
    expect(await titles('kuber')).toEqual(['Senior Software Developer']);
    expect(await titles('entwick')).toEqual(['Softwareentwicklerin (m/w/d) Backend']);
    // Only the last word: an earlier one must be a whole word (or one typo away from one).
    expect(await titles('kuber developer')).toEqual([]);
  });

  it('suggests titles, skills and companies of listed jobs from the dictionary', async () => {
    const suggest = async (q: string) =>
      (
        (await call(ctx.app, { method: 'GET', url: `/api/v1/search/autocomplete?q=${encodeURIComponent(q)}` })).data
          .data as Json[]
      ).map((row) => `${String(row.kind)}:${String(row.value)}`);
    expect(await suggest('platyp')).toEqual(['company:Platypus Systems']);
    expect(await suggest('devel')).toContain('title:Développeur Full-Stack');
    expect(await suggest('kubern')).toContain('skill:Kubernetes');
    expect(await suggest('soft')).toEqual(
      expect.arrayContaining(['title:Softwareentwicklerin (m/w/d) Backend', 'title:Senior Software Developer']),
    );
  });
});

describe('migration 2026-11-26T0100-analyzed-search', () => {
  it('analyzes the jobs and companies that were there before it (the listings are rebuilt after it)', async () => {
    await analyzedSearchMigration.down(ctx.db);
    // Written with the old, normalized search text.
    await ctx.db
      .updateTable('job_posts')
      .set({ title: 'Echidna Keepers', search_title: normalizeSearchText('Echidna Keepers') })
      .where('provider_id', '=', provider.user.id)
      .where('title', '=', 'Quokka Keeper')
      .execute();
    await analyzedSearchMigration.up(ctx.db);
    // A later migration of the same run (2026-11-27T0110-job-description-html) rebuilds the listings.
    await rebuildJobListings(ctx.db);
    // "keeper" finds "Keepers" only through the English stem the migration wrote.
    expect(await search('echidna keeper ')).toEqual(['Echidna Keepers']);
    expect(await search('quokka')).toEqual(['Platform Developer', 'Warehouse Lead']);
    expect(await search('bilby echidna')).toEqual(['Echidna Keepers']);
    const { vocabulary, suggestions } = await loadSearchDictionary(ctx.db);
    expect(vocabulary.has('echidna')).toBe(true);
    expect(suggestions.suggest('echi').map((s) => s.value)).toEqual(['Echidna Keepers']);
  });
});
