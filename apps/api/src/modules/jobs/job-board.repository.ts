import type { JobSort } from '@hireway/shared';
import { type RawBuilder, sql, SqliteAdapter } from 'kysely';

import type { Executor } from '../../db/database';
import type { JobPostRow, ProviderProfileRow } from '../../db/schema';
import { containsPattern, fts5Query, searchTerms, tsQuery } from './jobs.search';

/*
 * The public job board. Every query joins a job to its company (`jp` job_posts, `pp` provider_profiles, `pr`
 * profiles, `u` users) and keeps only listed jobs: the public never sees a draft, closed, archived or deleted job,
 * a job past its deadline, or a job of a provider who is not verified or whose account is suspended.
 */

/** A job anyone may see: live, not past its deadline (UTC date), of an approved provider with an active account. */
export const isListedJob = (today: string): RawBuilder<boolean> =>
  sql<boolean>`(${sql.ref('jp.status')} = 'live'
    and (${sql.ref('jp.application_deadline')} is null or ${sql.ref('jp.application_deadline')} >= ${today})
    and ${sql.ref('pr.status')} = 'approved'
    and ${sql.ref('u.status')} = 'active')`;

/** Jobs with their company, not yet filtered. */
export const jobsWithCompany = (db: Executor) =>
  db
    .selectFrom('job_posts as jp')
    .innerJoin('provider_profiles as pp', 'pp.user_id', 'jp.provider_id')
    .innerJoin('profiles as pr', 'pr.user_id', 'jp.provider_id')
    .innerJoin('users as u', 'u.id', 'jp.provider_id');

const like = (column: string, term: string) =>
  sql<boolean>`${sql.ref(column)} like ${containsPattern(term)} escape '\\'`;

/** The engine behind an executor: the one place the board's SQL differs is full-text search. */
const isSqlite = (db: Executor): boolean => db.getExecutor().adapter instanceof SqliteAdapter;

/*
 * Full-text search (migration 2026-11-22T0105-job-search-fts). SQLite: the FTS5 table of live jobs, searched
 * first (a subquery joined on rowid) and ranked by bm25 with column weights title 10, description 1, skills 4,
 * company 2, location 1. PostgreSQL: `search_vector @@ to_tsquery('simple', …)` over the GIN index, ranked by
 * ts_rank_cd (weights title A, skills B, description C, company and city D).
 */
const BM25 = sql`bm25(job_posts_fts, 10.0, 1.0, 4.0, 2.0, 1.0)`;
const ftsHits = (terms: readonly string[]) =>
  sql<{ fts_rowid: number; fts_rank: number }>`(select rowid as fts_rowid, ${BM25} as fts_rank
    from job_posts_fts where job_posts_fts match ${fts5Query(terms)})`.as('hits');
const tsQueryOf = (terms: readonly string[]) => sql`to_tsquery('simple', ${tsQuery(terms)})`;

export interface JobBoardFilter {
  today: string;
  /** The words searched (searchTerms in jobs.search.ts), possibly none. */
  terms: readonly string[];
  category?: string | undefined;
  employment_type?: string | undefined;
  location_type?: string | undefined;
  country_code?: string | undefined;
  state_code?: string | undefined;
  /** Normalized city. */
  city?: string | undefined;
  salary_min?: number | undefined;
  salary_currency?: string | undefined;
  provider_id?: string | undefined;
}

const listedJobs = (db: Executor, filter: JobBoardFilter) => {
  const searching = filter.terms.length > 0;
  let query =
    searching && isSqlite(db)
      ? jobsWithCompany(db).innerJoin(ftsHits(filter.terms), (join) => join.on(sql<boolean>`hits.fts_rowid = jp.rowid`))
      : jobsWithCompany(db);
  query = query.where(isListedJob(filter.today));
  if (searching && !isSqlite(db)) {
    query = query.where(sql<boolean>`${sql.ref('jp.search_vector')} @@ ${tsQueryOf(filter.terms)}`);
  }
  if (filter.category) query = query.where('jp.category', '=', filter.category);
  if (filter.employment_type) query = query.where('jp.employment_type', '=', filter.employment_type);
  if (filter.location_type) query = query.where('jp.location_type', '=', filter.location_type);
  if (filter.country_code) query = query.where('jp.country_code', '=', filter.country_code);
  if (filter.state_code) query = query.where('jp.state_code', '=', filter.state_code);
  if (filter.city) query = query.where('jp.search_city', '=', filter.city);
  if (filter.salary_currency) query = query.where('jp.salary_currency', '=', filter.salary_currency);
  if (filter.provider_id) query = query.where('jp.provider_id', '=', filter.provider_id);
  if (filter.salary_min !== undefined) {
    // The top of the advertised range reaches the wish; a job with only a minimum is judged by it.
    const wish = filter.salary_min;
    query = query.where((eb) => eb(eb.fn.coalesce('jp.salary_max', 'jp.salary_min'), '>=', wish));
  }
  return query;
};

/** Best first: bm25 is lower for better matches (SQLite), ts_rank_cd higher (PostgreSQL). */
const relevanceOrder = (db: Executor, terms: readonly string[]): RawBuilder<number> =>
  isSqlite(db)
    ? sql<number>`hits.fts_rank`
    : sql<number>`-ts_rank_cd(${sql.ref('jp.search_vector')}, ${tsQueryOf(terms)})`;

export type JobBoardRow = Pick<
  JobPostRow,
  | 'id'
  | 'title'
  | 'category'
  | 'employment_type'
  | 'location_type'
  | 'country_code'
  | 'state_code'
  | 'city'
  | 'salary_min'
  | 'salary_max'
  | 'salary_currency'
  | 'salary_period'
  | 'skills'
  | 'vacancies'
  | 'application_deadline'
  | 'published_at'
> & {
  /** The first 1,000 characters of the description, enough for an excerpt. */
  description_head: string;
  company_id: string;
  company_name: string;
  logo_path: string | null;
};

export interface JobSearchQuery extends Omit<JobBoardFilter, 'terms'> {
  /** What the visitor typed, as typed (undefined: no search). */
  q?: string | undefined;
  /** Relevance needs `q`; without it the board is newest first either way. */
  sort: JobSort;
  page: { limit: number; offset: number };
}

/**
 * One page of listed jobs and the number of all matches: the board with its filters and, with `q`, full-text
 * search on either engine. `q` is cut into words (searchTerms) and every word must occur in the title,
 * description, skills, company name or city, the last one possibly as a prefix; a `q` without any word (only
 * punctuation) matches nothing. With a search the total comes with the rows (`count(*) over ()`); without one
 * the page is read in index order and counted apart (a window count would build and sort every listed row).
 */
export async function searchJobs(db: Executor, query: JobSearchQuery): Promise<{ rows: JobBoardRow[]; total: number }> {
  const { q, sort, page, ...filters } = query;
  const terms = q === undefined ? [] : searchTerms(q);
  if (q !== undefined && q.trim() !== '' && terms.length === 0) return { rows: [], total: 0 };
  const filter: JobBoardFilter = { ...filters, terms };
  const searching = terms.length > 0;
  let found = listedJobs(db, filter).select((eb) => [
    'jp.id',
    'jp.title',
    'jp.category',
    'jp.employment_type',
    'jp.location_type',
    'jp.country_code',
    'jp.state_code',
    'jp.city',
    'jp.salary_min',
    'jp.salary_max',
    'jp.salary_currency',
    'jp.salary_period',
    'jp.skills',
    'jp.vacancies',
    'jp.application_deadline',
    'jp.published_at',
    'pp.user_id as company_id',
    'pp.company_name',
    'pp.logo_path',
    sql<string>`substr(${sql.ref('jp.description')}, 1, 1000)`.as('description_head'),
    (searching ? eb.fn.countAll<number>().over() : sql<number>`0`).as('total_matches'),
  ]);
  if (sort === 'relevance' && searching) found = found.orderBy(relevanceOrder(db, terms));
  const result = await found
    .orderBy('jp.published_at', 'desc')
    .orderBy('jp.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const rows = result.map(({ total_matches: _total, ...row }) => row);
  if (searching && result[0]) return { rows, total: result[0].total_matches };
  if (searching && page.offset === 0) return { rows, total: 0 };
  const { total } = await listedJobs(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total };
}

export type JobWithCompanyRow = JobPostRow & {
  company: Pick<
    ProviderProfileRow,
    'user_id' | 'company_name' | 'logo_path' | 'industry' | 'company_size' | 'website' | 'city' | 'country_code'
  >;
};

/** A listed job, or (when the viewer owns it) the viewer's own job in any status but deleted. */
export async function findVisibleJob(
  db: Executor,
  id: string,
  today: string,
  viewerId: string | null,
): Promise<JobWithCompanyRow | undefined> {
  const row = await jobsWithCompany(db)
    .selectAll('jp')
    .select([
      'pp.company_name',
      'pp.logo_path',
      'pp.industry',
      'pp.company_size',
      'pp.website',
      'pp.city as company_city',
      'pp.country_code as company_country_code',
    ])
    .where('jp.id', '=', id)
    .where((eb) =>
      viewerId === null
        ? isListedJob(today)
        : eb.or([isListedJob(today), eb.and([eb('jp.provider_id', '=', viewerId), eb('jp.status', '!=', 'deleted')])]),
    )
    .executeTakeFirst();
  if (!row) return undefined;
  const { company_name, logo_path, industry, company_size, website, company_city, company_country_code, ...job } = row;
  return {
    ...job,
    company: {
      user_id: job.provider_id,
      company_name,
      logo_path,
      industry,
      company_size,
      website,
      city: company_city,
      country_code: company_country_code,
    },
  };
}

// ---- Autocomplete -------------------------------------------------------------------------------------

/** Enough candidate rows to fill 8 distinct suggestions in practice, without reading the whole board. */
const AUTOCOMPLETE_SCAN = 100;

export const findListedTitles = (db: Executor, today: string, term: string) =>
  jobsWithCompany(db)
    .select(['jp.title'])
    .where(isListedJob(today))
    .where(like('jp.search_title', term))
    .orderBy('jp.published_at', 'desc')
    .limit(AUTOCOMPLETE_SCAN)
    .execute();

export const findListedSkillLists = (db: Executor, today: string, term: string) =>
  jobsWithCompany(db)
    .select(['jp.skills'])
    .where(isListedJob(today))
    .where(like('jp.search_skills', term))
    .orderBy('jp.published_at', 'desc')
    .limit(AUTOCOMPLETE_SCAN)
    .execute();

export const findListedCompanyNames = (db: Executor, today: string, term: string) =>
  jobsWithCompany(db)
    .select(['pp.company_name'])
    .where(isListedJob(today))
    .where(like('pp.search_name', term))
    .groupBy(['pp.user_id', 'pp.company_name'])
    .orderBy('pp.company_name')
    .limit(AUTOCOMPLETE_SCAN)
    .execute();

// ---- Public company list -----------------------------------------------------------------------------

export interface PublicProviderRow {
  user_id: string;
  company_name: string;
  logo_path: string | null;
  industry: string;
  company_size: ProviderProfileRow['company_size'];
  city: string;
  country_code: string;
  live_jobs_count: number;
}

/** Verified companies with at least one listed job, by name, with the number of their listed jobs. */
export async function findPublicProviders(
  db: Executor,
  today: string,
  page: { limit: number; offset: number },
): Promise<{ rows: PublicProviderRow[]; total: number }> {
  const found = await jobsWithCompany(db)
    .where(isListedJob(today))
    .select((eb) => [
      'pp.user_id',
      'pp.company_name',
      'pp.logo_path',
      'pp.industry',
      'pp.company_size',
      'pp.city',
      'pp.country_code',
      eb.fn.count<number>('jp.id').as('live_jobs_count'),
      // Counted over the groups: the number of companies, with the page.
      eb.fn.countAll<number>().over().as('total_companies'),
    ])
    .groupBy([
      'pp.user_id',
      'pp.company_name',
      'pp.logo_path',
      'pp.industry',
      'pp.company_size',
      'pp.city',
      'pp.country_code',
    ])
    .orderBy('pp.company_name')
    .orderBy('pp.user_id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const rows = found.map(({ total_companies: _total, ...row }) => row);
  if (found[0]) return { rows, total: found[0].total_companies };
  if (page.offset === 0) return { rows, total: 0 };
  const { total } = await jobsWithCompany(db)
    .where(isListedJob(today))
    .select((eb) => eb.fn.count<number>('pp.user_id').distinct().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total };
}
