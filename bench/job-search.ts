// `npx tsx bench/job-search.ts [jobs]`: the job board's search at scale (docs/decisions/0007-job-search.md).
// Fills a fresh SQLite database (and PostgreSQL when BENCH_POSTGRES_URL is set, in a throwaway schema) with
// 10,000 live jobs of 200 verified companies (≈1.3 kB of description each), then times the board's own queries
// (the repository functions GET /jobs, GET /search/autocomplete and GET /providers run) and, on SQLite, the same
// searches with an FTS5 index for comparison. Prints median and p95 milliseconds; asserts nothing.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { todayUtc } from '@hireway/shared';
import { type Insertable, sql } from 'kysely';
import pg from 'pg';

import { createDb, type Database, type Engine } from '../apps/api/src/db/database';
import { prepareDatabase } from '../apps/api/src/db/prepare';
import type { JobPostsTable } from '../apps/api/src/db/schema';
import {
  findListedCompanyNames,
  findListedSkillLists,
  findListedTitles,
  findPublicProviders,
  searchJobs,
  type JobSearchQuery,
} from '../apps/api/src/modules/jobs/job-board.repository';
import { normalizeSearchText, skillsSearchText } from '../apps/api/src/modules/jobs/jobs.search';
import { CATEGORIES, EMPLOYMENT, FIELDS, LEVELS, PLACES, pick, random, ROLES, sentence, SKILLS } from './words';

const JOBS = Number(process.argv[2] ?? 10_000);
const COMPANIES = 200;
const RUNS = 25;

export async function seedData(db: Database): Promise<{ providerIds: string[] }> {
  const now = new Date().toISOString();
  const providerIds: string[] = [];
  for (let i = 0; i < COMPANIES; i += 1) {
    const id = randomUUID();
    providerIds.push(id);
    const name = `${pick(FIELDS)} ${pick(['Solutions', 'Group', 'Partners', 'Works', 'Labs', 'Logistik', 'Santé'])} ${i}`;
    await db
      .insertInto('users')
      .values({
        id,
        email: `bench-${i}@example.test`,
        password_hash: 'not-a-real-hash',
        user_type: 'provider',
        user_group: 'provider',
        first_name: 'Bench',
        last_name: `Provider ${i}`,
        phone: null,
        language: 'en',
        avatar_path: null,
        country_code: 'DE',
        state_code: null,
        city: null,
        status: 'active',
        has_completed_onboarding: 1,
        email_verified_at: now,
        phone_verified_at: now,
        mfa_enabled: 0,
        mfa_secret: null,
        mfa_pending_secret: null,
        mfa_last_step: null,
        password_changed_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('profiles')
      .values({
        user_id: id,
        has_completed_onboarding: 1,
        status: 'approved',
        decline_reason: null,
        payment_status: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const [country, state, city] = pick(PLACES);
    await db
      .insertInto('provider_profiles')
      .values({
        user_id: id,
        company_name: name,
        registration_number: `HRB ${i}`,
        industry: 'information-technology',
        company_size: '51-200',
        website: null,
        description: null,
        phone: null,
        address_line1: 'Street 1',
        city,
        state_code: state,
        postal_code: null,
        country_code: country,
        logo_path: null,
        submitted_at: now,
        reviewed_at: now,
        created_at: now,
        updated_at: now,
        search_name: normalizeSearchText(name),
      })
      .execute();
  }

  const batch: Insertable<JobPostsTable>[] = [];
  const insertBatch = (rows: Insertable<JobPostsTable>[]) => db.insertInto('job_posts').values(rows).execute();
  const base = Date.now() - JOBS * 60_000;
  for (let i = 0; i < JOBS; i += 1) {
    const title = `${pick(LEVELS)} ${pick(FIELDS)} ${pick(ROLES)}`;
    const description = Array.from({ length: 12 }, () => sentence(14)).join('. ');
    const skills = [...new Set(Array.from({ length: 3 + Math.floor(random() * 6) }, () => pick(SKILLS)))];
    const remote = random() < 0.2;
    const [country, state, city] = pick(PLACES);
    const min = Math.round(20 + random() * 80) * 1000;
    const status = random() < 0.9 ? 'live' : pick(['draft', 'closed', 'archive'] as const);
    batch.push({
      id: randomUUID(),
      provider_id: pick(providerIds),
      title,
      description,
      category: pick(CATEGORIES),
      employment_type: pick(EMPLOYMENT),
      location_type: remote ? 'remote' : pick(['on-site', 'hybrid'] as const),
      country_code: remote ? null : country,
      state_code: remote ? null : state,
      city: remote ? null : city,
      salary_min: random() < 0.7 ? min : null,
      salary_max: random() < 0.7 ? min + 20_000 : null,
      salary_currency: 'EUR',
      salary_period: 'year' as const,
      skills: JSON.stringify(skills),
      vacancies: 1,
      application_deadline: random() < 0.5 ? null : todayUtc(new Date(Date.now() + random() * 60 * 86_400_000)),
      status,
      published_at: status === 'draft' ? null : new Date(base + i * 60_000).toISOString(),
      closed_at: null,
      created_at: now,
      updated_at: now,
      search_title: normalizeSearchText(title),
      search_body: normalizeSearchText(description),
      search_skills: skillsSearchText(skills),
      search_city: remote ? null : normalizeSearchText(city),
    });
    if (batch.length === 500) await insertBatch(batch.splice(0));
  }
  if (batch.length > 0) await insertBatch(batch.splice(0));
  return { providerIds };
}

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
  sort: 'relevance',
  page,
  ...overrides,
});

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
    run: (db) => searchJobs(db, board({ q: 'engineer', sort: 'relevance' })),
  },
  {
    name: 'q=zendesk (skill), relevance',
    run: (db) => searchJobs(db, board({ q: 'zendesk', sort: 'relevance' })),
  },
  {
    name: 'q=senior data analyst (3 terms)',
    run: (db) => searchJobs(db, board({ q: 'senior data analyst', sort: 'relevance' })),
  },
  {
    name: 'q=santé (company, accent)',
    run: (db) => searchJobs(db, board({ q: 'santé', sort: 'relevance' })),
  },
  {
    name: 'q=xylophone (no match)',
    run: (db) => searchJobs(db, board({ q: 'xylophone', sort: 'relevance' })),
  },
  {
    name: 'q=kubernetes + category + city',
    run: (db) =>
      searchJobs(db, board({ q: 'kubernetes', category: 'software-development', city: 'berlin', sort: 'relevance' })),
  },
  {
    name: 'autocomplete q=ty (3 queries)',
    run: async (db) => [
      ...(await findListedTitles(db, today, 'ty')),
      ...(await findListedSkillLists(db, today, 'ty')),
      ...(await findListedCompanyNames(db, today, 'ty')),
    ],
  },
  {
    name: 'autocomplete q=engin (3 queries)',
    run: async (db) => [
      ...(await findListedTitles(db, today, 'engin')),
      ...(await findListedSkillLists(db, today, 'engin')),
      ...(await findListedCompanyNames(db, today, 'engin')),
    ],
  },
  { name: 'GET /providers (companies with live jobs)', run: (db) => findPublicProviders(db, today, page) },
];

async function measure(engine: Engine, db: Database) {
  const started = performance.now();
  await seedData(db);
  const seededIn = ((performance.now() - started) / 1000).toFixed(1);
  const rows = [];
  for (const item of CASES) {
    const result = await item.run(db);
    const total = Array.isArray(result) ? result.length : result.total;
    rows.push({ engine, case: item.name, matches: total, ...(await time(() => item.run(db))) });
  }
  console.log(
    `\n${engine}: ${JOBS} jobs, ${COMPANIES} companies (seeded in ${seededIn} s); times in ms over ${RUNS} runs`,
  );
  console.table(rows);
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
    const sqlite = createDb({ url: `sqlite:${join(dir, 'bench.sqlite')}` });
    await prepareDatabase(sqlite.db);
    await measure('sqlite', sqlite.db);
    await measureFts5(sqlite.db);
    await sqlite.db.destroy();

    const pgUrl = process.env.BENCH_POSTGRES_URL;
    if (pgUrl) {
      const schema = `bench_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      const postgres = createDb({ url: pgUrl, schema, poolSize: 4 });
      try {
        await prepareDatabase(postgres.db);
        await measure('postgres', postgres.db);
        await sql`analyze`.execute(postgres.db);
        console.log('(postgres after ANALYZE)');
        const rows = [];
        for (const item of CASES) rows.push({ case: item.name, ...(await time(() => item.run(postgres.db))) });
        console.table(rows);
      } finally {
        await postgres.db.destroy();
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      }
    } else {
      console.log('\n(set BENCH_POSTGRES_URL=postgres://… to measure PostgreSQL too)');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Run when executed (the seeding is also imported by one-off investigations).
if (process.argv[1]?.endsWith('job-search.ts')) await main();
