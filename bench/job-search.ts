// `npx tsx bench/job-search.ts [jobs]`: the job board's search at scale (docs/decisions/0007-job-search.md).
// Fills a fresh SQLite database (and PostgreSQL when BENCH_POSTGRES_URL is set, in its database hireway_bench_search) with
// 10,000 live jobs in en/de/fr/pt (bench:seed, apps/api/src/seed/bulk.ts), then times the board's own queries
// (the repository functions GET /jobs, GET /search/autocomplete and GET /providers run) and, on SQLite, the same
// searches with an FTS5 index for comparison. Prints median and p95 milliseconds; asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { todayUtc } from '@hireway/shared';
import { sql } from 'kysely';

import { createDb, type Database, type Engine } from '../apps/api/src/db/database';
import {
  findPublicProviders,
  searchJobs,
  type JobSearchQuery,
} from '../apps/api/src/modules/jobs/job-board.repository';
import { loadSearchDictionary, type SearchDictionary } from '../apps/api/src/modules/jobs/job-search-dictionary';
import { searchTermsOf } from '../apps/api/src/modules/jobs/jobs.search';
import { planSearch } from '../apps/api/src/modules/jobs/search';
import { seedDatabase } from '../apps/api/src/seed/bulk';

const JOBS = Number(process.argv[2] ?? 10_000);
const RUNS = 25;

async function time(run: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  await run(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { median: Number(at(0.5).toFixed(2)), p95: Number(at(0.95).toFixed(2)) };
}

const today = todayUtc();
const page = { limit: 50, offset: 0 };
const board = (overrides: Partial<JobSearchQuery> = {}): JobSearchQuery => ({
  today,
  terms: null,
  sort: 'relevance',
  page,
  ...overrides,
});

/** The dictionary as a board process holds it (loaded once per database, as the board's cache does). */
const dictionaries = new Map<Database, SearchDictionary>();
async function dictionaryOf(db: Database): Promise<SearchDictionary> {
  let found = dictionaries.get(db);
  if (!found) {
    found = await loadSearchDictionary(db);
    dictionaries.set(db, found);
  }
  return found;
}

/** A search as the board runs it: planned against the vocabulary, then one query. */
async function search(db: Database, q: string, overrides: Partial<JobSearchQuery> = {}) {
  const terms = searchTermsOf(planSearch(q, (await dictionaryOf(db)).vocabulary));
  if (terms === 'nothing') return [];
  return searchJobs(db, board({ terms, ...overrides }));
}

const CASES: { name: string; run: (db: Database) => Promise<{ total: number } | unknown[]> }[] = [
  { name: 'board, newest, no filter', run: (db) => searchJobs(db, board({ sort: 'newest' })) },
  {
    name: 'board, page 20 (offset 950)',
    run: (db) => searchJobs(db, board({ sort: 'newest', page: { limit: 50, offset: 950 } })),
  },
  {
    name: 'board, category + country + salary ≥ 60k',
    run: (db) =>
      searchJobs(
        db,
        board({ category: 'software-development', country_code: 'DE', salary_min: 60_000, sort: 'newest' }),
      ),
  },
  {
    name: 'q=engineer (common), relevance',
    run: (db) => search(db, 'engineer', { sort: 'relevance' }),
  },
  {
    name: 'q=zendesk (skill), relevance',
    run: (db) => search(db, 'zendesk', { sort: 'relevance' }),
  },
  {
    name: 'q=senior data analyst (3 terms)',
    run: (db) => search(db, 'senior data analyst', { sort: 'relevance' }),
  },
  {
    name: 'q=santé (company, accent)',
    run: (db) => search(db, 'santé', { sort: 'relevance' }),
  },
  {
    name: 'q=xylophone (no match)',
    run: (db) => search(db, 'xylophone', { sort: 'relevance' }),
  },
  {
    name: 'q=kubernetes + category + city',
    run: (db) => search(db, 'kubernetes', { category: 'software-development', city: 'berlin', sort: 'relevance' }),
  },
  {
    name: 'autocomplete q=ty (in memory)',
    run: async (db) => (await dictionaryOf(db)).suggestions.suggest('ty'),
  },
  {
    name: 'autocomplete q=engin (in memory)',
    run: async (db) => (await dictionaryOf(db)).suggestions.suggest('engin'),
  },
  { name: 'search dictionary load (vocabulary + phrases)', run: async (db) => [await loadSearchDictionary(db)] },
  { name: 'GET /providers (companies with live jobs)', run: (db) => findPublicProviders(db, today, page) },
];

/** Seeds a fresh database at `url` with the benchmark's multilingual jobs (bench:seed) and times the queries. */
async function measure(engine: Engine, url: string): Promise<Database> {
  const started = performance.now();
  const { sizes } = await seedDatabase(url, JOBS);
  const seededIn = ((performance.now() - started) / 1000).toFixed(1);
  const { db } = createDb({ url, poolSize: 4 });
  const rows = [];
  for (const item of CASES) {
    const result = await item.run(db);
    const total = Array.isArray(result) ? result.length : result.total;
    rows.push({ engine, case: item.name, matches: total, ...(await time(() => item.run(db))) });
  }
  console.log(
    `\n${engine}: ${JOBS} jobs, ${sizes.providers} companies (seeded in ${seededIn} s); times in ms over ${RUNS} runs`,
  );
  console.table(rows);
  return db;
}

/** The same searches through an FTS5 index (SQLite only), for comparison with LIKE. */
async function measureFts5(db: Database) {
  await sql`create virtual table job_fts using fts5(title, body, skills, company, tokenize = 'unicode61 remove_diacritics 2')`.execute(
    db,
  );
  await sql`insert into job_fts (rowid, title, body, skills, company)
    select jp.rowid, jp.title, jp.description, jp.skills, pp.company_name
    from job_posts jp join provider_profiles pp on pp.user_id = jp.provider_id`.execute(db);
  // The index is searched first (a materialized CTE), then joined: SQLite would otherwise probe the index per job.
  const search = (match: string) => async () => {
    const rows = await sql<{ id: string; total: number }>`with hits as materialized (
        select rowid, bm25(job_fts, 10.0, 1.0, 1.0, 1.0) as rank from job_fts where job_fts match ${match}
      )
      select jp.id, count(*) over () as total from hits join job_posts jp on jp.rowid = hits.rowid
      where jp.status = 'live' and (jp.application_deadline is null or jp.application_deadline >= ${today})
      order by hits.rank limit 50`.execute(db);
    return { rows: rows.rows.length, total: rows.rows[0]?.total ?? 0 };
  };
  const rows = [];
  for (const [name, match] of [
    ['q=engineer (common)', 'engineer'],
    ['q=zendesk (skill)', 'zendesk'],
    ['q=senior data analyst (3 terms)', 'senior data analyst'],
    ['q=sante (company, accent)', 'sante'],
    ['q=engin* (prefix)', 'engin*'],
  ] as const) {
    const result = await search(match)();
    rows.push({ engine: 'sqlite fts5', case: name, matches: result.total, ...(await time(search(match))) });
  }
  console.log('\nsqlite FTS5 for comparison (bm25, title weighted 10×), same data');
  console.table(rows);
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'hireway-bench-search-'));
  try {
    const sqlite = await measure('sqlite', `sqlite:${join(dir, 'bench.sqlite')}`);
    await measureFts5(sqlite);
    await sqlite.destroy();

    const pgUrl = process.env.BENCH_POSTGRES_URL;
    if (pgUrl) {
      // bench:seed drops and creates this database on BENCH_POSTGRES_URL's server.
      const url = new URL(pgUrl);
      url.pathname = '/hireway_bench_search';
      const postgres = await measure('postgres', url.toString());
      await postgres.destroy();
    } else {
      console.log('\n(set BENCH_POSTGRES_URL=postgres://… to measure PostgreSQL too)');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('job-search.ts')) await main();
