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

/**
 * SQLite: the join order is fixed with CROSS JOIN (SQLite never reorders it): with a search the matches first,
 * then their jobs by rowid; without one the jobs first, read in the order of an index on job_posts so that a page
 * stops after 50 rows. Left to itself, SQLite walks every live job and probes the FTS index per row when it has no
 * statistics, and with ANALYZE statistics it starts from the companies and sorts every live job for one page
 * (10,000 jobs: 115 ms instead of 1). The `hits` columns are read through raw SQL only, so the builder keeps the
 * type of jobsWithCompany. PostgreSQL plans these joins well by itself.
 */
const jobsOnly = (db: Executor) => db.selectFrom('job_posts as jp');

const sqliteJobsWithCompany = (db: Executor, terms: readonly string[]) => {
  const jobs =
    terms.length > 0
      ? (db
          .selectFrom(ftsHits(terms))
          .crossJoin('job_posts as jp')
          .where(sql<boolean>`jp.rowid = hits.fts_rowid`) as unknown as ReturnType<typeof jobsOnly>)
      : jobsOnly(db);
  return jobs
    .crossJoin('provider_profiles as pp')
    .crossJoin('profiles as pr')
    .crossJoin('users as u')
    .whereRef('pp.user_id', '=', 'jp.provider_id')
    .whereRef('pr.user_id', '=', 'jp.provider_id')
    .whereRef('u.id', '=', 'jp.provider_id');
};

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

/** The filters on the job's own columns (`jp`), for any query that reads job_posts as jp. */
function jobConditions(filter: JobBoardFilter): RawBuilder<boolean>[] {
  const equal = (column: string, value: string | undefined) =>
    value ? [sql<boolean>`${sql.ref(column)} = ${value}`] : [];
  return [
    ...equal('jp.category', filter.category),
    ...equal('jp.employment_type', filter.employment_type),
    ...equal('jp.location_type', filter.location_type),
    ...equal('jp.country_code', filter.country_code),
    ...equal('jp.state_code', filter.state_code),
    ...equal('jp.search_city', filter.city),
    ...equal('jp.salary_currency', filter.salary_currency),
    ...equal('jp.provider_id', filter.provider_id),
    // The top of the advertised range reaches the wish; a job with only a minimum is judged by it.
    ...(filter.salary_min === undefined
      ? []
      : [sql<boolean>`coalesce(${sql.ref('jp.salary_max')}, ${sql.ref('jp.salary_min')}) >= ${filter.salary_min}`]),
  ];
}

/**
 * The number of listed jobs matching the filters (no search terms): the listed companies are found once, and the
 * jobs counted from the (status, published_at, provider_id, application_deadline) index alone, rather than joining
 * every job to its company (100,000 jobs: 100,000 lookups of profiles and users).
 */
async function countListedJobs(db: Executor, filter: JobBoardFilter): Promise<number> {
  const listedCompanies = db
    .selectFrom('profiles as pr')
    .innerJoin('users as u', 'u.id', 'pr.user_id')
    .innerJoin('provider_profiles as pp', 'pp.user_id', 'pr.user_id')
    .where('pr.status', '=', 'approved')
    .where('u.status', '=', 'active')
    .select('pr.user_id');
  let query = db
    .selectFrom('job_posts as jp')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('jp.status', '=', 'live')
    .where((eb) =>
      eb.or([eb('jp.application_deadline', 'is', null), eb('jp.application_deadline', '>=', filter.today)]),
    )
    .where('jp.provider_id', 'in', listedCompanies);
  for (const condition of jobConditions(filter)) query = query.where(condition);
  const { total } = await query.executeTakeFirstOrThrow();
  return total;
}

const listedJobs = (db: Executor, filter: JobBoardFilter) => {
  const searching = filter.terms.length > 0;
  let query = (isSqlite(db) ? sqliteJobsWithCompany(db, filter.terms) : jobsWithCompany(db)).where(
    isListedJob(filter.today),
  );
  if (searching && !isSqlite(db)) {
    query = query.where(sql<boolean>`${sql.ref('jp.search_vector')} @@ ${tsQueryOf(filter.terms)}`);
  }
  for (const condition of jobConditions(filter)) query = query.where(condition);
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
  // The page first, as ids only: sorting every match with its row (an excerpt of 1,000 characters each) would
  // cost more than the search itself. Then the 50 rows, put back in that order.
  let ranked = listedJobs(db, filter).select((eb) => [
    'jp.id',
    (searching ? eb.fn.countAll<number>().over() : sql<number>`0`).as('total_matches'),
  ]);
  if (sort === 'relevance' && searching) ranked = ranked.orderBy(relevanceOrder(db, terms));
  const pageIds = await ranked
    .orderBy('jp.published_at', 'desc')
    .orderBy('jp.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const rows = await findBoardRows(
    db,
    pageIds.map((row) => row.id),
  );
  if (searching && pageIds[0]) return { rows, total: pageIds[0].total_matches };
  if (searching && page.offset === 0) return { rows, total: 0 };
  if (!searching) return { rows, total: await countListedJobs(db, filter) };
  // A page past the last match: count the matches apart.
  const { total } = await listedJobs(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total };
}

/** The board rows of these jobs, in the order given. */
async function findBoardRows(db: Executor, ids: readonly string[]): Promise<JobBoardRow[]> {
  if (ids.length === 0) return [];
  const found = await jobsWithCompany(db)
    .select([
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
    ])
    .where('jp.id', 'in', ids)
    .execute();
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export type JobWithCompanyRow = JobPostRow & {
  company: Pick<
    ProviderProfileRow,
    'user_id' | 'company_name' | 'logo_path' | 'industry' | 'company_size' | 'website' | 'city' | 'country_code'
  >;
};

/** Whether a job that is not listed once was (closed, archived, or live past its deadline), rather than never or deleted. */
export async function wasListedJob(db: Executor, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('job_posts')
    .select('id')
    .where('id', '=', id)
    .where('status', 'in', ['live', 'closed', 'archive'])
    .where('published_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

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
