import type { JobSort } from '@hireway/shared';
import { type RawBuilder, sql } from 'kysely';

import type { Executor } from '../../db/database';
import type { JobPostRow, ProviderProfileRow } from '../../db/schema';
import { containsPattern } from './jobs.search';

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

/** Every term is found in at least one of the columns (AND across terms, OR across columns). */
const everyTermIn = (columns: readonly string[], terms: readonly string[]): RawBuilder<boolean> =>
  sql<boolean>`(${sql.join(
    terms.map(
      (term) =>
        sql`(${sql.join(
          columns.map((column) => like(column, term)),
          sql` or `,
        )})`,
    ),
    sql` and `,
  )})`;

const SEARCHED = ['jp.search_title', 'jp.search_body', 'jp.search_skills', 'pp.search_name'] as const;
const TITLE = ['jp.search_title'] as const;
const TITLE_AND_BODY = ['jp.search_title', 'jp.search_body', 'jp.search_skills'] as const;

/** Relevance: 0 every term in the title, 1 every term in the title, description or skills, 2 the rest. */
const relevanceRank = (terms: readonly string[]): RawBuilder<number> =>
  sql<number>`case when ${everyTermIn(TITLE, terms)} then 0 when ${everyTermIn(TITLE_AND_BODY, terms)} then 1 else 2 end`;

export interface JobBoardFilter {
  today: string;
  /** Normalized search terms (jobs.search.ts), possibly none. */
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
  let query = jobsWithCompany(db).where(isListedJob(filter.today));
  if (filter.terms.length > 0) query = query.where(everyTermIn(SEARCHED, filter.terms));
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

/**
 * One page of listed jobs and the number of all matches. With search terms the total comes with the rows
 * (`count(*) over ()`), so the LIKE scan runs once, not twice. Without terms the page is read in index order and
 * counted apart: a window count would build and sort every listed row for a page of 50.
 */
export async function findListedJobs(
  db: Executor,
  filter: JobBoardFilter,
  sort: JobSort,
  page: { limit: number; offset: number },
): Promise<{ rows: JobBoardRow[]; total: number }> {
  let query = listedJobs(db, filter).select((eb) => [
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
    (filter.terms.length > 0 ? eb.fn.countAll<number>().over() : sql<number>`0`).as('total_matches'),
  ]);
  if (sort === 'relevance' && filter.terms.length > 0) query = query.orderBy(relevanceRank(filter.terms));
  const found = await query
    .orderBy('jp.published_at', 'desc')
    .orderBy('jp.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const rows = found.map(({ total_matches: _total, ...row }) => row);
  if (filter.terms.length > 0 && found[0]) return { rows, total: found[0].total_matches };
  if (filter.terms.length > 0 && page.offset === 0) return { rows, total: 0 };
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
