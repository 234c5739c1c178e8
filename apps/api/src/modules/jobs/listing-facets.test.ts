import { randomUUID } from 'node:crypto';

import { CompiledQuery, type SelectQueryBuilder, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';

import { decodeCursor } from '../../db/paging';
import { useTestApp } from '../../test/test-app';
import { createProvider } from '../providers/providers.test-helpers';
import { boardPageQuery, countedMatches, type JobSearchQuery, searchJobs, widerWindow } from './job-board.repository';
import { loadSearchDictionary } from './job-search-dictionary';
import { listingExcerpt, rebuildJobListings } from './job-listings';
import { facetWords, listingFacetText, listingFacetWords } from './listing-facets';
import { jobSearchFields, searchTermsOf, type SearchTerms } from './jobs.search';
import { planSearch } from './search';
import { dateIn, validJob } from './jobs.test-helpers';

/*
 * Facets (listing-facets.ts): the filters as words of the search index. A search with filters must find and count
 * exactly what the filters' conditions on the rows find, whether the facets say all of it or only narrow it; and
 * when they say all of it, the count reads the search index alone.
 */

const ctx = useTestApp();

interface Fixture {
  id: string;
  otter: boolean;
  category: string;
  employment_type: string;
  location_type: string;
  country_code: string | null;
  city: string | null;
  salary_min: number | null;
  salary_max: number | null;
  published: number;
}

const CATEGORIES = ['software-development', 'data-and-analytics'];
const TYPES = ['full-time', 'part-time'];
const PLACES = ['remote', 'on-site', 'hybrid'];
const SALARIES: [number | null, number | null][] = [
  [null, null],
  [30000, null],
  [45000, 55000],
  // Between two steps: salary_min 52,000 asks for the word of 50,000 and must still leave this one out.
  [40000, 51000],
  [60000, 90000],
  [150000, 210000],
];

/** 60 jobs over every combination of the filters' values; four in five are otter jobs (the searched word). */
async function seedJobs(providerId: string): Promise<Fixture[]> {
  const base = Date.now() - 3_600_000;
  const fixtures: Fixture[] = Array.from({ length: 60 }, (_, i) => {
    const location_type = PLACES[i % 3] as string;
    const remote = location_type === 'remote';
    const [salary_min, salary_max] = SALARIES[Math.floor(i / 4) % SALARIES.length] as [number | null, number | null];
    return {
      id: randomUUID(),
      otter: i % 5 !== 4,
      category: CATEGORIES[i % 2] as string,
      employment_type: TYPES[Math.floor(i / 2) % 2] as string,
      location_type,
      country_code: remote ? null : (['DE', 'FR'][Math.floor(i / 3) % 2] as string),
      city: remote ? null : (['Berlin', 'Lyon', 'Porto'][Math.floor(i / 6) % 3] as string),
      salary_min,
      salary_max,
      published: base + i * 1000,
    };
  });
  await ctx.db
    .insertInto('job_posts')
    .values(
      fixtures.map((job) => {
        const at = new Date(job.published).toISOString();
        const title = job.otter ? `Otter keeper ${job.id.slice(0, 4)}` : `Beaver keeper ${job.id.slice(0, 4)}`;
        return {
          id: job.id,
          provider_id: providerId,
          title,
          description: validJob.description,
          excerpt: listingExcerpt(validJob.description),
          category: job.category,
          employment_type: job.employment_type,
          location_type: job.location_type,
          country_code: job.country_code,
          city: job.city,
          salary_min: job.salary_min,
          salary_max: job.salary_max,
          salary_currency: job.salary_min === null ? null : 'EUR',
          salary_period: job.salary_min === null ? null : ('year' as const),
          skills: JSON.stringify(['Rivers']),
          vacancies: 1,
          status: 'live' as const,
          published_at: at,
          created_at: at,
          updated_at: at,
          ...jobSearchFields({ title, description: validJob.description, skills: ['Rivers'], city: job.city }),
        };
      }),
    )
    .execute();
  await rebuildJobListings(ctx.db);
  return fixtures;
}

describe('facets: the filters as words of the search index', () => {
  let fixtures: Fixture[];
  let terms: SearchTerms;
  beforeAll(async () => {
    const provider = await createProvider(ctx, { company: { company_name: 'Facet Check Ltd' } });
    fixtures = await seedJobs(provider.user.id);
    const dictionary = await loadSearchDictionary(ctx.db);
    terms = searchTermsOf(planSearch('otter', dictionary.vocabulary, { documents: dictionary.documents }), {
      count: dictionary.documents,
      keys: dictionary.keys,
    }) as SearchTerms;
  });

  it('writes for each listing the words its values call for (SQL and TypeScript agree)', async () => {
    const rows = await ctx.db
      .selectFrom('job_listings as jl')
      .select([
        'jl.category',
        'jl.employment_type',
        'jl.location_type',
        'jl.country_code',
        'jl.salary_min',
        'jl.salary_max',
        listingFacetText('jl').as('facets'),
      ])
      .execute();
    expect(rows.length).toBe(fixtures.length);
    for (const row of rows) expect(row.facets.trim().split(' ')).toEqual(listingFacetWords(row));
    expect(listingFacetWords({ ...fixtures[0]!, salary_min: 45000, salary_max: 55000 })).toEqual([
      'zzcsoftwaredevelopment',
      'zzefulltime',
      'zzlremote',
      'zzs10',
      'zzs20',
      'zzs30',
      'zzs40',
      'zzs50',
    ]);
  });

  const filters: Partial<JobSearchQuery>[] = [
    {},
    { category: 'data-and-analytics' },
    { employment_type: 'part-time' },
    { location_type: 'remote' },
    { country_code: 'DE' },
    { country_code: 'FR', employment_type: 'full-time' },
    { category: 'software-development', location_type: 'hybrid', country_code: 'DE' },
    { salary_min: 50000 },
    { salary_min: 52000 },
    { salary_min: 5000 },
    { salary_min: 200000, country_code: 'FR' },
    { city: 'berlin' },
    { city: 'lyon', salary_min: 40000 },
  ];

  it('finds and counts what the conditions on the rows find, exact facets or not', async () => {
    const today = dateIn(0);
    for (const filter of filters) {
      const expected = fixtures
        .filter(
          (job) =>
            job.otter &&
            (!filter.category || job.category === filter.category) &&
            (!filter.employment_type || job.employment_type === filter.employment_type) &&
            (!filter.location_type || job.location_type === filter.location_type) &&
            (!filter.country_code || job.country_code === filter.country_code) &&
            (!filter.city || job.city?.toLowerCase() === filter.city) &&
            (filter.salary_min === undefined || (job.salary_max ?? job.salary_min ?? -1) >= filter.salary_min),
        )
        .sort((a, b) => b.published - a.published)
        .map((job) => job.id);
      const label = JSON.stringify(filter);
      expect(expected.length, label).toBeGreaterThan(0);
      // Every match on one page (the page is its own count), then a short page: the count is read.
      const all = await searchJobs(ctx.db, {
        today,
        terms,
        sort: 'newest',
        page: { limit: 100, offset: 0 },
        ...filter,
      });
      expect(
        all.rows.map((row) => row.job_id),
        label,
      ).toEqual(expected);
      const short = await searchJobs(ctx.db, {
        today,
        terms,
        sort: 'newest',
        page: { limit: 2, offset: 0 },
        ...filter,
      });
      expect(short.total, label).toBe(expected.length);
      const ranked = await searchJobs(ctx.db, {
        today,
        terms,
        sort: 'relevance',
        page: { limit: 100, offset: 0 },
        ...filter,
      });
      expect(ranked.rows.map((row) => row.job_id).sort(), label).toEqual([...expected].sort());
    }
  });

  it('counts a search whose filters the facets say in full from the search index alone', async () => {
    const today = dateIn(0);
    const exact = { today, country_code: 'DE', employment_type: 'full-time', salary_min: 50000 };
    expect(facetWords(exact).exact).toBe(true);
    expect(facetWords({ ...exact, salary_min: 52000 }).exact).toBe(false);
    expect(facetWords({ ...exact, city: 'berlin' }).exact).toBe(false);
    expect([...facetWords({ ...exact, salary_min: 52000, city: 'berlin' }).covered].sort()).toEqual([
      'country_code',
      'employment_type',
    ]);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- either engine's shape of the count
    const counted: SelectQueryBuilder<any, any, any> = countedMatches(ctx.db, terms, exact);
    const compiled = counted.select(sql`1`.as('one')).compile();
    const plan = await ctx.db.transaction().execute(async (trx) => {
      if (ctx.engine === 'postgres') {
        await sql`set local enable_seqscan = off`.execute(trx);
        await sql`set local enable_indexscan = off`.execute(trx);
      }
      const prefix = ctx.engine === 'sqlite' ? 'explain query plan ' : 'explain ';
      const result = await trx.executeQuery(CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]));
      return (result.rows as Record<string, unknown>[])
        .map((row) => String(ctx.engine === 'sqlite' ? row.detail : Object.values(row)[0]))
        .join('\n');
    });
    if (ctx.engine === 'sqlite') {
      // The FTS5 table alone: no listing row is read.
      expect(plan).toMatch(/VIRTUAL TABLE INDEX/);
      expect(plan).not.toMatch(/\bjl\b|job_listings\b(?!_fts)/);
    } else {
      // The GIN index's bitmap with nothing left to check on a row.
      expect(plan).toMatch(/job_listings_search_idx/);
      expect(plan).not.toMatch(/Filter:/);
      expect(plan).not.toMatch(/country_code|employment_type|salary/);
    }
  });

  /** The plan of a compiled query: EXPLAIN (VERBOSE on PostgreSQL, with bitmaps only) or EXPLAIN QUERY PLAN. */
  async function planOf(compiled: { sql: string; parameters: readonly unknown[] }): Promise<string> {
    return ctx.db.transaction().execute(async (trx) => {
      if (ctx.engine === 'postgres') {
        await sql`set local enable_seqscan = off`.execute(trx);
        await sql`set local enable_indexscan = off`.execute(trx);
      }
      const prefix = ctx.engine === 'sqlite' ? 'explain query plan ' : 'explain (verbose) ';
      const result = await trx.executeQuery(CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]));
      return (result.rows as Record<string, unknown>[])
        .map((row) => String(ctx.engine === 'sqlite' ? row.detail : Object.values(row)[0]))
        .join('\n');
    });
  }

  it('leaves the filters its facets answer to the search index, and ranks only the chosen candidates', async () => {
    await sql`analyze`.execute(ctx.db);
    const today = dateIn(0);
    const filter = { country_code: 'DE', category: 'software-development', employment_type: 'full-time' };
    for (const sort of ['newest', 'relevance'] as const) {
      const page = boardPageQuery(ctx.db, { today, terms, sort, page: { limit: 20, offset: 0 }, ...filter }, terms);
      const plan = await planOf(page.compile());
      if (ctx.engine === 'sqlite') {
        // The FTS5 index drives; each match's row is read by its key, never through a filter's index.
        expect(plan, plan).toMatch(/VIRTUAL TABLE INDEX/);
        expect(plan, plan).not.toMatch(/job_listings_(country_code|category|employment_type)_idx/);
      } else {
        // No bitmap of every DE, software or full-time listing beside the search index's.
        expect(plan, plan).toMatch(/job_listings_search_idx/);
        expect(plan, plan).not.toMatch(/job_listings_(country_code|category|employment_type)_idx/);
      }
      if (sort === 'relevance') {
        if (ctx.engine === 'sqlite') {
          // Ranked with the dictionary's counts (db/sqlite-rank.ts): the word's, and 0 for each facet (weight 0).
          expect(page.compile().sql).toMatch(/hireway_rank\(job_listings_fts, \?/);
          expect(page.compile().parameters).toContain([...(terms.counts ?? []), 0, 0, 0].join(' '));
        } else {
          // ts_rank_cd reads the listing's stored-out-of-line vector: only above the candidates' limit, never in
          // the scan of the matches.
          const scan = plan.split('\n').findIndex((line) => /Bitmap Heap Scan on public\.job_listings jl/.test(line));
          expect(scan, plan).toBeGreaterThan(0);
          expect(plan.split('\n')[scan + 1], plan).toMatch(/^\s*Output: /);
          expect(plan.split('\n')[scan + 1], plan).not.toMatch(/ts_rank_cd/);
          expect(plan.split('\n').slice(0, scan).join('\n'), plan).toMatch(/ts_rank_cd/);
        }
      }
    }
  });

  it('counts the candidates of a relevance page before its cursor skips the ones already shown', async () => {
    const today = dateIn(0);
    const matches = fixtures.filter((job) => job.otter).length;
    const first = await searchJobs(ctx.db, { today, terms, sort: 'relevance', page: { limit: 5, offset: 0 } });
    expect(first.next_cursor).not.toBeNull();
    const cursor = decodeCursor(first.next_cursor!, ['number', 'number']);
    const second = { today, terms, sort: 'relevance' as const, page: { limit: 5, offset: 0 }, cursor };
    const rows = (await boardPageQuery(ctx.db, second, terms).execute()) as { candidates: number | string }[];
    expect(rows.length).toBe(6);
    // Every match is a candidate (fewer than RELEVANCE_CANDIDATES), whichever page: a later page's window is
    // judged by all it held, not by what is left after the cursor.
    expect(Number(rows[0]!.candidates)).toBe(matches);
  });
});

describe('widerWindow: the next key window when one held too few matches', () => {
  it('grows by what it found, with margin; eightfold after none; gives up past half of what is older', () => {
    const minKey = 0;
    // 1,000 wanted, 250 found in a span of 100: the next span is 100 × 1,000 / 250 × 1.5 = 600.
    expect(widerWindow({ from: 9_900, to: 10_000 }, 250, 1000, minKey)).toEqual({ from: 9_400, to: 10_000 });
    expect(widerWindow({ from: 9_900, to: 10_000 }, 0, 1000, minKey)).toEqual({ from: 9_200, to: 10_000 });
    // A window that would reach past half of the keys older than its end: every match is read instead.
    expect(widerWindow({ from: 9_000, to: 10_000 }, 100, 1000, minKey)).toBeNull();
    expect(widerWindow({ from: 9_000, to: 10_000 }, 500, 1000, 9_000)).toBeNull();
  });
});
