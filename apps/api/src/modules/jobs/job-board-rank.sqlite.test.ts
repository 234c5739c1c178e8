import { todayUtc } from '@hireway/shared';
import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DB } from '../../db/schema';
import { ranksWithCounts } from '../../db/sqlite-rank';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createProvider } from '../providers/providers.test-helpers';
import { boardPageQuery, searchJobs } from './job-board.repository';
import { loadSearchDictionary } from './job-search-dictionary';
import { type SearchTerms, searchTermsOf } from './jobs.search';
import { postJob } from './jobs.test-helpers';
import { planSearch } from './search';

/*
 * The board's relevance on SQLite with the ranking extension (decision 0038): the scores of bm25(), from the search
 * dictionary's counts, compared on the same database file through a connection without the extension.
 */

describe('the board ranks with it', () => {
  let ctx: TestContext;
  let plain: Kysely<DB>;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_GLOBAL_PER_MINUTE: '100000' });
    const provider = await createProvider(ctx, { company: { company_name: 'Ferret Analytics' } });
    // "ferret" is in every job, "keeper" in a few: the words' document counts decide which weighs more.
    const texts = [
      ['Ferret keeper', 'ferret ferret care, a keeper'],
      ['Keeper of stoats', 'works beside a ferret'],
      ['Ferret ferret trainer', 'trains a keeper'],
      ['Zoo keeper assistant', 'ferret, ferret, ferret and more ferret'],
      ['Ferret vet', 'ferret health in Germany'],
      ['Ferret groomer', 'ferret grooming'],
    ];
    for (const [title, description] of texts) {
      await postJob(ctx, provider.token, {
        title,
        description: `${description}. A description long enough for the form, about the role and the team.`,
        status: 'live',
      });
    }
    const [file] = (
      await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(ctx.db)
    ).rows;
    plain = new Kysely<DB>({
      dialect: new SqliteDialect({ database: new SQLite(file?.file ?? '', { readonly: true }) }),
    });
  });
  afterAll(async () => {
    await plain?.destroy();
    await ctx?.close();
  });

  it('with the scores of bm25(), with and without filters', async () => {
    expect(ranksWithCounts(ctx.db)).toBe(true);
    expect(ranksWithCounts(plain)).toBe(false);
    const dictionary = await loadSearchDictionary(ctx.db);
    const terms = searchTermsOf(
      planSearch('ferret keeper', dictionary.vocabulary, { documents: dictionary.documents }),
      {
        count: dictionary.documents,
        keys: dictionary.keys,
      },
    ) as SearchTerms;
    // The dictionary's counts of the forms it holds; the English stem "keep" is in no job: -1, counted by the engine.
    expect(terms.fts5).toBe('(("ferret") AND ("keeper")) OR (("ferret") AND ("keep" OR "keeper"))');
    expect(terms.counts).toEqual([6, 4, 6, -1, 4]);
    for (const filter of [{}, { employment_type: 'full-time' }]) {
      const query = { terms, sort: 'relevance' as const, page: { limit: 20, offset: 0 }, today: todayUtc(), ...filter };
      const told = boardPageQuery(ctx.db, query, terms);
      const counting = boardPageQuery(plain, query, terms);
      expect(told.compile().sql).toMatch(/hireway_rank\(job_listings_fts, \?/);
      expect(counting.compile().sql).toMatch(/bm25\(job_listings_fts/);
      const scored = (rows: { title: string; score: number }[]) => rows.map((row) => [row.title, row.score]);
      const withCounts = scored(await told.execute());
      expect(withCounts.length).toBeGreaterThan(2);
      expect(withCounts).toEqual(scored(await counting.execute()));
      // searchJobs, as the board calls it, in that order.
      const titles = (await searchJobs(ctx.db, query)).rows.map((row) => row.title);
      expect(titles).toEqual(withCounts.map(([title]) => title));
    }
  });
});
