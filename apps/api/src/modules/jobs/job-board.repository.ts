import { COUNT_CAP, type JobSort } from '@hireway/shared';
import { type RawBuilder, sql, SqliteAdapter } from 'kysely';

import type { Executor } from '../../db/database';
import { cappedCount, type KeysetPosition, keysetCondition, keysetOrder, keysetPage } from '../../db/paging';
import { readThroughBitmaps } from '../../db/planner';
import { ranksWithCounts } from '../../db/sqlite-rank';
import type { JobListingRow, JobPostRow, ProviderProfileRow } from '../../db/schema';
import type { SearchTerms } from './jobs.search';
import type { JobBoardFilter, ListingFilter } from './job-board.types';
import { facetWords } from './listing-facets';

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

/** The viewer's own job in any status but deleted (the owner's preview of an unlisted job). */
export async function findOwnJobWithCompany(
  db: Executor,
  id: string,
  viewerId: string,
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
    .where('jp.provider_id', '=', viewerId)
    .where('jp.status', '!=', 'deleted')
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

/** A public company's columns: selected and grouped by, one row a company. */
const PUBLIC_COMPANY_COLUMNS = [
  'pp.user_id',
  'pp.company_name',
  'pp.logo_path',
  'pp.industry',
  'pp.company_size',
  'pp.city',
  'pp.country_code',
] as const;

/** Verified companies with at least one listed job, by name, with the number of their listed jobs. */
export async function findPublicProviders(
  db: Executor,
  today: string,
  page: { limit: number; offset: number },
): Promise<{ rows: PublicProviderRow[]; total: number }> {
  const found = await jobsWithCompany(db)
    .where(isListedJob(today))
    .select((eb) => [
      ...PUBLIC_COMPANY_COLUMNS,
      eb.fn.count<number>('jp.id').as('live_jobs_count'),
      // Counted over the groups: the number of companies, with the page.
      eb.fn.countAll<number>().over().as('total_companies'),
    ])
    .groupBy(PUBLIC_COMPANY_COLUMNS)
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

// ---- The board: the listing read model (job_listings, docs/decisions/0014-job-listings.md) --------------

/** Relevance ranks at most this many matches: the newest ones that pass the filters (bounded ranking). */
export const RELEVANCE_CANDIDATES = 1000;

/**
 * The filters, on the listing's own columns (`jl`). Pages also check the deadline, so a listing waiting for the
 * expiry job is never shown; counts leave it out (it would make them read every row).
 *
 * `covered`: the filters the search's facet words already answer (filteredSearch). Their conditions stay, as checks
 * of the rows the search index hands over, but are written so that no index of the row serves them: PostgreSQL
 * would otherwise AND in a bitmap of every listing with that value (186,000 for one country at a million
 * listings) to narrow what the search index has already narrowed.
 */
function listingConditions(
  filter: JobBoardFilter,
  checkDeadline: boolean,
  covered: ReadonlySet<keyof ListingFilter> = new Set(),
): RawBuilder<boolean>[] {
  const equal = (column: string, key: keyof ListingFilter) => {
    const value = filter[key];
    if (value === undefined || value === '') return [];
    return covered.has(key)
      ? [sql<boolean>`coalesce(${sql.ref(column)}, '') = ${value}`]
      : [sql<boolean>`${sql.ref(column)} = ${value}`];
  };
  return [
    ...(checkDeadline
      ? [sql<boolean>`(jl.application_deadline is null or jl.application_deadline >= ${filter.today})`]
      : []),
    ...equal('jl.category', 'category'),
    ...equal('jl.employment_type', 'employment_type'),
    ...equal('jl.location_type', 'location_type'),
    ...equal('jl.country_code', 'country_code'),
    ...equal('jl.state_code', 'state_code'),
    ...equal('jl.search_city', 'city'),
    ...equal('jl.salary_currency', 'salary_currency'),
    ...equal('jl.provider_id', 'provider_id'),
    // The top of the advertised range reaches the wish; a job with only a minimum is judged by it.
    ...(filter.salary_min === undefined
      ? []
      : [sql<boolean>`coalesce(jl.salary_max, jl.salary_min) >= ${filter.salary_min}`]),
  ];
}

/** What a card shows: columns of the listing row only. */
const CARD_COLUMNS = [
  'jl.listed_key',
  'jl.job_id',
  'jl.title',
  'jl.excerpt',
  'jl.category',
  'jl.employment_type',
  'jl.location_type',
  'jl.country_code',
  'jl.state_code',
  'jl.city',
  'jl.salary_min',
  'jl.salary_max',
  'jl.salary_currency',
  'jl.salary_period',
  'jl.skills',
  'jl.vacancies',
  'jl.application_deadline',
  'jl.published_at',
  'jl.provider_id',
  'jl.company_name',
  'jl.logo_path',
] as const;

/** What a job offers and where, as a job post and its listing both store it. */
export type JobFactColumn =
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
  | 'application_deadline';

export type JobBoardRow = Pick<
  JobListingRow,
  | 'listed_key'
  | 'job_id'
  | 'title'
  | 'excerpt'
  | JobFactColumn
  | 'published_at'
  | 'provider_id'
  | 'company_name'
  | 'logo_path'
>;

export interface JobSearchQuery extends JobBoardFilter {
  /** The planned search (jobs.search.ts: searchTermsOf); null: the whole board. */
  terms: SearchTerms | null;
  /** Relevance needs `q`; without it the board is newest first either way. */
  sort: JobSort;
  /** `offset` is used only without a cursor (the first pages by number). */
  page: { limit: number; offset: number };
  /** A position from a previous page (decodeBoardCursor). */
  cursor?: KeysetPosition | null;
}

export interface JobSearchResult {
  rows: JobBoardRow[];
  /** The number of matches, counted up to COUNT_CAP + 1 (cappedCount). */
  total: number;
  next_cursor: string | null;
  prev_cursor: string | null;
  /** Relevance pages stop after RELEVANCE_CANDIDATES matches. */
  ranked_limit: number | null;
}

const isSqliteDb = (db: Executor): boolean => db.getExecutor().adapter instanceof SqliteAdapter;

/** The cursor key of an order: newest [listed_key]; relevance [score, -listed_key] (both ascending). */
export const boardCursorKinds = (sort: JobSort, searching: boolean): ('number' | 'string')[] =>
  sort === 'relevance' && searching ? ['number', 'number'] : ['number'];

// Title, skills, body, company, place; the facets (filters) weigh nothing.
const COLUMN_WEIGHTS = sql`10.0, 4.0, 1.0, 2.0, 1.0, 0.0`;

/**
 * SQLite's relevance score of the FTS5 row (lower is better): bm25() with the column weights. With the ranking
 * extension (db/sqlite-rank.ts, decision 0038) the same score from the dictionary's document counts of the
 * phrases, so the statement does not first count every phrase's matches (a facet's: a fifth of the listings).
 */
function sqliteRank(db: Executor, counts: number[] | null) {
  if (counts === null || !ranksWithCounts(db)) return sql<number>`bm25(job_listings_fts, ${COLUMN_WEIGHTS})`;
  return sql<number>`hireway_rank(job_listings_fts, ${counts.join(' ')}, ${COLUMN_WEIGHTS})`;
}

/**
 * The search of a query with the filters' facet words (listing-facets.ts): for `MATCH` (SQLite) and
 * `to_tsquery('simple', …)` (PostgreSQL). The words' own query stays as it is for ranking (rankQuery).
 */
export function filteredSearch(
  terms: SearchTerms,
  filter: ListingFilter,
): {
  fts5: string;
  tsquery: string;
  /** The document count of each phrase of `fts5` (SearchTerms.counts; a facet weighs nothing: 0). */
  counts: number[] | null;
  exact: boolean;
  covered: ReadonlySet<keyof ListingFilter>;
} {
  const { words, exact, covered } = facetWords(filter);
  if (words.length === 0) return { fts5: terms.fts5, tsquery: terms.tsquery, counts: terms.counts, exact, covered };
  return {
    fts5: `(${terms.fts5}) AND ${words.map((word) => `facets : ${word}`).join(' AND ')}`,
    tsquery: `(${terms.tsquery}) & ${words.join(' & ')}`,
    counts: terms.counts && [...terms.counts, ...words.map(() => 0)],
    exact,
    covered,
  };
}

const listingsOnly = (db: Executor) => db.selectFrom('job_listings as jl');
/** SQLite: the rows of the search index (FTS5) that match. */
const ftsMatches = (db: Executor, fts5: string) =>
  db.selectFrom(sql`job_listings_fts`.as('job_listings_fts')).where(sql<boolean>`job_listings_fts match ${fts5}`);
/** PostgreSQL: the listing's search vector matches (the GIN index answers it). */
const vectorMatches = (tsquery: string) => sql<boolean>`jl.search_vector @@ to_tsquery('simple', ${tsquery})`;

/**
 * The matches of a search with the filters, as a query over `jl` (plus `job_listings_fts` on SQLite), in the
 * board's newest-first order. The search index answers the words and the filters' facets together; the filters'
 * conditions on the row stay (a facet only narrows). SQLite: the FTS5 table drives the join (CROSS JOIN) and is
 * read in rowid order, which is listed_key order, so "newest 50 matches" stops after 50 and a cursor is a rowid
 * range. PostgreSQL: the GIN index over search_vector.
 */
export function matchingListings(
  db: Executor,
  terms: SearchTerms | null,
  filter: JobBoardFilter,
  { checkDeadline = true }: { checkDeadline?: boolean } = {},
) {
  const search = terms ? filteredSearch(terms, filter) : null;
  const conditions = listingConditions(filter, checkDeadline, search?.covered);
  let query;
  if (search && isSqliteDb(db)) {
    query = ftsMatches(db, search.fts5)
      .crossJoin('job_listings as jl')
      .where(sql<boolean>`jl.listed_key = job_listings_fts.rowid`);
  } else {
    query = listingsOnly(db);
    if (search) query = query.where(vectorMatches(search.tsquery));
  }
  for (const condition of conditions) query = query.where(condition);
  return query;
}

/**
 * The matches as counted (exported for the query-plan test): without the deadline (see searchJobs). When the
 * facets say all the filters say (filteredSearch's `exact`), the search index alone is counted: on SQLite the FTS5
 * table without the listing rows; on PostgreSQL a bitmap of the GIN index with no condition left for the rows.
 */
export function countedMatches(db: Executor, terms: SearchTerms | null, filter: JobBoardFilter) {
  const search = terms ? filteredSearch(terms, filter) : null;
  if (search?.exact) {
    return isSqliteDb(db) ? ftsMatches(db, search.fts5) : listingsOnly(db).where(vectorMatches(search.tsquery));
  }
  return matchingListings(db, terms, filter, { checkDeadline: false });
}

/**
 * The newest RELEVANCE_CANDIDATES matches as keys with their score (lower is better) and tiebreak (newer first):
 * narrow rows, so ranking and counting them moves three numbers per candidate, and only the page's rows are read
 * whole (boardPageQuery joins the card columns after the limit).
 * SQLite: bm25 of the FTS5 row the match is read from. PostgreSQL: ts_rank_cd over the listing's search vector,
 * computed after the candidates are chosen — the vector is stored out of line (TOAST), so ranking inside the scan
 * would read it for every match, thousands for a frequent word, where only the kept candidates need it.
 */
function relevanceCandidates(
  db: Executor,
  matches: ReturnType<typeof matchingListings>,
  terms: SearchTerms,
  filter: JobBoardFilter,
) {
  if (isSqliteDb(db)) {
    return matches
      .select([
        sql<number>`jl.listed_key`.as('key'),
        sqliteRank(db, filteredSearch(terms, filter).counts).as('score'),
        sql<number>`-jl.listed_key`.as('tiebreak'),
      ])
      .orderBy(sql.ref(newestKey(db, true)), 'desc')
      .limit(RELEVANCE_CANDIDATES)
      .as('c');
  }
  const newest = matches
    .select([sql<number>`jl.listed_key`.as('key'), sql<string>`jl.search_vector`.as('search_vector')])
    .orderBy('jl.listed_key', 'desc')
    .limit(RELEVANCE_CANDIDATES)
    .as('n');
  return db
    .selectFrom(newest)
    .select([
      'n.key',
      sql<number>`(-ts_rank_cd(n.search_vector, to_tsquery('simple', ${terms.tsquery})))::float8`.as('score'),
      sql<number>`-n.key`.as('tiebreak'),
    ])
    .as('c');
}

/** The newest-first key column: FTS5's rowid when SQLite searches (so the index order serves it), else listed_key. */
const newestKey = (db: Executor, searching: boolean): string =>
  searching && isSqliteDb(db) ? 'job_listings_fts.rowid' : 'jl.listed_key';

/**
 * The query of one board page, before it runs (exported for the query-plan test). `fromKey` keeps the matches to
 * the newest listings from that listed_key on (a window, see newestMatches); relevance pages then also return how
 * many candidates the window held (`candidates`).
 */
export function boardPageQuery(
  db: Executor,
  query: JobSearchQuery,
  terms: SearchTerms | null,
  { fromKey }: { fromKey?: number } = {},
) {
  const { page, cursor = null } = query;
  const searching = terms !== null;
  let matches = matchingListings(db, terms, query);
  if (fromKey !== undefined) matches = matches.where('jl.listed_key', '>=', fromKey);
  const fetch = page.limit + 1;
  const offset = cursor ? 0 : page.offset;
  if (query.sort === 'relevance' && searching) {
    const candidates = relevanceCandidates(db, matches, terms, query);
    // How many candidates there are, counted before a cursor skips the ones already shown (newestMatches reads it).
    const counted = db
      .selectFrom(candidates)
      .selectAll('c')
      .select(sql<number>`count(*) over ()`.as('candidates'))
      .as('w');
    let ranked = db.selectFrom(counted).selectAll('w');
    if (cursor) ranked = ranked.where(keysetCondition(['w.score', 'w.tiebreak'], 'asc', cursor));
    const order = keysetOrder('asc', cursor);
    const page = ranked.orderBy('w.score', order).orderBy('w.tiebreak', order).limit(fetch).offset(offset).as('r');
    // The card columns of the page's rows only, by primary key.
    return db
      .selectFrom(page)
      .innerJoin('job_listings as jl', 'jl.listed_key', 'r.key')
      .select([...CARD_COLUMNS, 'r.score', 'r.tiebreak', 'r.candidates'])
      .orderBy('r.score', order)
      .orderBy('r.tiebreak', order);
  }
  const key = newestKey(db, searching);
  let newest = matches.select([
    ...CARD_COLUMNS,
    sql<number>`0`.as('score'),
    sql<number>`0`.as('tiebreak'),
    sql<number>`0`.as('candidates'),
  ]);
  if (cursor) newest = newest.where(keysetCondition([key], 'desc', cursor));
  return newest.orderBy(sql.ref(key), keysetOrder('desc', cursor)).limit(fetch).offset(offset);
}

type FetchedRow = JobBoardRow & { score: number; tiebreak: number; candidates: number | string };

/**
 * The rows of one page of matches. PostgreSQL reads them through bitmaps of its indexes (readThroughBitmaps), first
 * within a window: the newest listings that should hold twice the matches needed (by the search dictionary's
 * share and the listings' key range, which rises with time), so the search index's bitmap AND the key range's
 * fetch only the matches in the window. When it held enough, they are the newest ones; else the window grows by
 * what it found (widerWindow), up to WINDOW_TRIES times, before every match is read.
 */
async function newestMatches(db: Executor, query: JobSearchQuery, needed: number): Promise<FetchedRow[]> {
  const { terms } = query;
  if (terms === null || isSqliteDb(db)) return await boardPageQuery(db, query, terms).execute();
  const run = (fromKey?: number) =>
    readThroughBitmaps(
      db,
      async (read) => (await boardPageQuery(read, query, terms, { fromKey }).execute()) as FetchedRow[],
    );
  const relevance = query.sort === 'relevance';
  const enough = relevance ? RELEVANCE_CANDIDATES : query.page.limit + 1;
  let window = windowStart(terms, query, needed);
  for (let tries = 0; window !== null && tries < WINDOW_TRIES; tries += 1) {
    const rows = await run(window.from);
    const held = relevance ? Number(rows[0]?.candidates ?? 0) : rows.length;
    if (held >= enough) return rows;
    window = widerWindow(window, held, enough, terms.keys?.min ?? 0);
  }
  return run();
}

/** Windows tried before a page reads every match (newestMatches). */
const WINDOW_TRIES = 3;

/** A window of listings, as the listed_key range [from, to] (to: the newest key it may hold). */
export interface KeyWindow {
  from: number;
  to: number;
}

/**
 * The next window when one held too few matches: grown by the matches it found (with half again as margin), or
 * eightfold when it found none; null when it would reach past half of the listings older than its end (then
 * reading every match is as cheap).
 */
export function widerWindow(window: KeyWindow, held: number, enough: number, minKey: number): KeyWindow | null {
  const span = window.to - window.from;
  const grown = held === 0 ? span * 8 : (span * enough * 1.5) / held;
  const from = Math.floor(window.to - grown);
  return from <= minKey + (window.to - minKey) / 2 ? null : { from, to: window.to };
}

/** The first window (newestMatches), or null when the window would be most of the board anyway. */
function windowStart(terms: SearchTerms, query: JobSearchQuery, needed: number): KeyWindow | null {
  const { share, listings, keys } = terms;
  if (share === null || listings === null || keys === null || share === 0 || listings === 0) return null;
  const filters = listingConditions(query, false).length;
  const rows = (2 * needed) / (share * FILTER_SHARE ** filters);
  if (rows >= listings / 2) return null;
  // Newest first from a cursor: the window ends at it (an older page); a newer page is read without a window.
  const cursor = query.sort !== 'relevance' ? (query.cursor ?? null) : null;
  if (cursor?.direction === 'before') return null;
  const to = Math.min(cursor ? Number(cursor.key[0]) : keys.max, keys.max);
  return { from: Math.floor(to - ((keys.max - keys.min) * rows) / listings), to };
}

/**
 * One page of the board: newest first (listed_key) or, with `q`, by relevance among the newest
 * RELEVANCE_CANDIDATES matches (bm25 / ts_rank_cd, ties newest first); the number of matches capped at
 * COUNT_CAP + 1; cursors to the pages next to it. Reads job_listings (and its search index) only.
 */
export async function searchJobs(db: Executor, query: JobSearchQuery): Promise<JobSearchResult> {
  const { terms } = query;
  const relevance = query.sort === 'relevance' && terms !== null;
  const cursor = query.cursor ?? null;
  const needed = relevance ? RELEVANCE_CANDIDATES : query.page.offset + query.page.limit + 1;
  const rows = await newestMatches(db, query, needed);
  const total = await matchCount(db, query, rows.length);
  const page = keysetPage(
    rows,
    query.page.limit,
    cursor,
    (row) => (relevance ? [row.score, row.tiebreak] : [row.listed_key]),
    { isFirstPage: cursor === null && query.page.offset === 0 },
  );
  return {
    rows: page.rows.map(({ score: _score, tiebreak: _tiebreak, candidates: _candidates, ...row }) => row),
    total,
    next_cursor: page.next_cursor,
    prev_cursor: page.prev_cursor,
    ranked_limit: relevance ? RELEVANCE_CANDIDATES : null,
  };
}

/**
 * The number of matches, capped (cappedCount). A first page that holds every match is its own count; a search
 * without filters whose word alone is in more than COUNT_CAP listings (the search dictionary's counts) is over the
 * cap without a query; otherwise the matches are counted from the indexes: the deadline (a column of the row) is
 * left to the expiry job, which removes a passed deadline's listing just after midnight; until then the count may
 * include it. PostgreSQL counts through a bitmap of its search index, never walking rows in order.
 */
async function matchCount(db: Executor, query: JobSearchQuery, fetched: number): Promise<number> {
  const { terms } = query;
  if ((query.cursor ?? null) === null && query.page.offset === 0 && fetched <= query.page.limit) return fetched;
  const unfiltered = listingConditions(query, false).length === 0;
  if (terms && unfiltered && terms.atLeast > COUNT_CAP) return COUNT_CAP + 1;
  if (terms && !isSqliteDb(db)) {
    return readThroughBitmaps(db, (read) => cappedCount(read, countedMatches(read, terms, query)));
  }
  return cappedCount(db, countedMatches(db, terms, query));
}

/** An equality filter keeps about this share of the matches (the board has no statistics of its own for them). */
const FILTER_SHARE = 0.3;

/**
 * A listed job's page: its listing row, which holds the description's sanitized HTML (one read by key). A listing
 * of a job loaded in bulk without it reads the description too, to render it (`description`; null otherwise).
 */
export async function findListedJob(db: Executor, id: string, today: string) {
  const listing = await db
    .selectFrom('job_listings')
    .selectAll()
    .where('job_id', '=', id)
    .where((eb) => eb.or([eb('application_deadline', 'is', null), eb('application_deadline', '>=', today)]))
    .executeTakeFirst();
  if (!listing) return undefined;
  if (listing.description_html !== null) return { listing, description: null };
  const post = await db.selectFrom('job_posts').select('description').where('id', '=', id).executeTakeFirst();
  if (!post) return undefined;
  return { listing, description: post.description };
}
