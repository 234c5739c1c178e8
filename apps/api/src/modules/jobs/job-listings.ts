import { todayUtc } from '@hireway/shared';
import { type RawBuilder, sql } from 'kysely';

import type { Executor } from '../../db/database';
import { withIndexesBuiltAfter } from '../../db/indexes';
import { adjustSearchDictionary, type DictionaryCounts, rebuildSearchDictionary } from './job-search-dictionary';
import { listingFacetText } from './listing-facets';
import { type AnyExecutor, isSqlite, type ListingScope, scopeOn } from './listing-scope';

/*
 * The listing read model (docs/decisions/0014-job-listings.md): `job_listings` holds one row per listed job — live,
 * deadline not passed, provider approved and active — with everything a card and the public job page show, and
 * the job's search index (SQLite: the contentless FTS5 table `job_listings_fts`, rowid = listed_key; PostgreSQL:
 * `job_listings.search_vector` under a GIN index), which also holds the listing's filter values as words
 * (listing-facets.ts). The board reads this table alone: no join, no markdown.
 *
 * The job page reads one row too: the description's sanitized HTML, rendered when the job is written
 * (job_posts.description_html), is copied into the listing.
 *
 * Every write that can change a listing calls one of the functions below in its own transaction (jobs, providers,
 * admin verification, admin users); each one recomputes the listings of its scope set-based (delete, then
 * INSERT … SELECT of the rows still listed) and bumps `job_listings_state.version`, which keys the board cache.
 *
 * `listed_key` orders the board newest first: the publication time in milliseconds × 1024 plus a tie-break
 * within the millisecond, so "newest" is one integer on both engines (FTS5 reads its rowid in that order).
 */

/** Listed jobs published in the same millisecond: at most this many before keys spill into the next one. */
export const LISTED_KEY_SLOTS = 1024;

const EXCERPT_LENGTH = 200;
/** Enough markdown for an excerpt of 200 characters, however much syntax it carries. */
const EXCERPT_SOURCE = 2000;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * About 200 characters of plain text from the start of a markdown description, cut at a word: markup, link
 * targets, images and HTML tags removed. Computed once when the job is written (and in bulk by
 * rebuildJobListings), a few microseconds each; the result is text, shown as text, never as HTML.
 */
export function listingExcerpt(markdown: string): string {
  const text = markdown
    .slice(0, EXCERPT_SOURCE)
    .replace(/```[^\n]*\n?/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|(?:[-*+]|\d+[.)])\s+)/gm, '')
    .replace(/^\s*(?:[-*_]\s*){3,}$/gm, ' ')
    .replace(/\*{1,3}|~~|`+/g, '')
    .replace(/(^|[^\p{L}\p{N}])_{1,3}(?=\S)|(?<=\S)_{1,3}(?=[^\p{L}\p{N}]|$)/gu, '$1')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > EXCERPT_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export type { ListingScope } from './listing-scope';

/** Publication time in milliseconds since the epoch, on either engine. */
const publishedMs = (db: AnyExecutor): RawBuilder<number> =>
  isSqlite(db)
    ? sql<number>`cast(round(unixepoch(jp.published_at, 'subsec') * 1000) as integer)`
    : sql<number>`(extract(epoch from jp.published_at) * 1000)::bigint`;

/** The card and page columns of a listing, in insert order; `src` is the selection below. */
const LISTING_COLUMNS = [
  'listed_key',
  'job_id',
  'provider_id',
  'title',
  'excerpt',
  'category',
  'employment_type',
  'location_type',
  'country_code',
  'state_code',
  'city',
  'search_city',
  'salary_min',
  'salary_max',
  'salary_currency',
  'salary_period',
  'skills',
  'vacancies',
  'application_deadline',
  'published_at',
  'company_name',
  'logo_path',
  'company_industry',
  'company_size',
  'company_website',
  'company_city',
  'company_country_code',
  'language',
  'description_html',
] as const;

/**
 * Inserts the listings of the scope's jobs that are listed today. Their old rows must be gone (refreshListings
 * deletes them first). One statement: the source rows with their publication millisecond, keyed after any other
 * listing of the same millisecond.
 */
async function insertListings(db: AnyExecutor, scope: ListingScope, today: string): Promise<void> {
  const sqlite = isSqlite(db);
  const columns = sql.join(LISTING_COLUMNS.map((column) => sql.ref(column)));
  const vector = sqlite
    ? sql``
    : sql`, job_search_vector(src.search_title, src.search_skills, src.search_body, src.search_name, src.search_location)
        || to_tsvector('simple', ${listingFacetText('src')})`;
  const slots = sql.lit(LISTED_KEY_SLOTS);
  // After any other listing of the same millisecond — none when the whole table was just emptied ('all'): the
  // lookup is then left out, as the planner, blind to rows the statement itself inserts, would scan for each row.
  const taken =
    scope === 'all'
      ? sql`0`
      : sql`coalesce((select max(other.listed_key) + 1 - src.ms * ${slots} from job_listings other
        where other.listed_key between src.ms * ${slots} and src.ms * ${slots} + ${sql.lit(LISTED_KEY_SLOTS - 1)}), 0)`;
  await sql`insert into job_listings (${columns}${sqlite ? sql`` : sql`, search_vector`})
    select src.ms * ${slots} + ${taken}
        + row_number() over (partition by src.ms order by src.job_id) - 1,
      src.job_id, src.provider_id, src.title, src.excerpt, src.category, src.employment_type, src.location_type,
      src.country_code, src.state_code, src.city, src.search_city, src.salary_min, src.salary_max,
      src.salary_currency, src.salary_period, src.skills, src.vacancies, src.application_deadline, src.published_at,
      src.company_name, src.logo_path, src.company_industry, src.company_size, src.company_website, src.company_city,
      src.company_country_code, src.language, src.description_html${vector}
    from (
      select ${publishedMs(db)} as ms, jp.id as job_id, jp.provider_id, jp.title, jp.excerpt, jp.category,
        jp.employment_type, jp.location_type, jp.country_code, jp.state_code, jp.city, jp.search_city,
        jp.salary_min, jp.salary_max, jp.salary_currency, jp.salary_period, jp.skills, jp.vacancies,
        jp.application_deadline, jp.published_at, pp.company_name, pp.logo_path, pp.industry as company_industry,
        pp.company_size, pp.website as company_website, pp.city as company_city,
        pp.country_code as company_country_code, jp.search_language as language, jp.description_html,
        jp.search_title, jp.search_skills, jp.search_body, pp.search_name, jp.search_location
      from job_posts jp
      join provider_profiles pp on pp.user_id = jp.provider_id
      join profiles pr on pr.user_id = jp.provider_id
      join users u on u.id = jp.provider_id
      where jp.status = 'live' and jp.published_at is not null
        and (jp.application_deadline is null or jp.application_deadline >= ${today})
        and pr.status = 'approved' and u.status = 'active'
        and ${scopeOn(scope, 'jp.id', 'jp.provider_id')}
    ) src`.execute(db);
  if (sqlite) {
    // Migrations before 2026-11-28T0000-search-facets rebuild listings into an index without the facets column.
    const facets = await hasFacetsColumn(db);
    await sql`insert into job_listings_fts (rowid, title, skills, body, company, location${facets ? sql`, facets` : sql``})
      select jl.listed_key, jp.search_title, jp.search_skills, jp.search_body, pp.search_name,
        jp.search_location${facets ? sql`, ${listingFacetText('jl')}` : sql``}
      from job_listings jl
      join job_posts jp on jp.id = jl.job_id
      join provider_profiles pp on pp.user_id = jl.provider_id
      where ${scopeOn(scope, 'jl.job_id', 'jl.provider_id')}`.execute(db);
  }
  if (scope !== 'all') await adjustSearchDictionary(db, scope, 1);
}

/** Whether the SQLite search index has its facets column (every database after 2026-11-28T0000-search-facets). */
async function hasFacetsColumn(db: AnyExecutor): Promise<boolean> {
  const { rows } = await sql<{ found: number }>`select count(*) as found from pragma_table_info('job_listings_fts')
    where name = 'facets'`.execute(db);
  return (rows[0]?.found ?? 0) > 0;
}

/** Removes the scope's listings (and their search rows and dictionary counts). */
async function deleteListings(db: AnyExecutor, scope: ListingScope): Promise<void> {
  if (scope !== 'all') await adjustSearchDictionary(db, scope, -1);
  if (isSqlite(db)) {
    if (scope === 'all') await sql`delete from job_listings_fts`.execute(db);
    else {
      await sql`delete from job_listings_fts where rowid in
        (select listed_key from job_listings where ${scopeOn(scope, 'job_id', 'provider_id')})`.execute(db);
    }
  }
  await sql`delete from job_listings where ${scopeOn(scope, 'job_id', 'provider_id')}`.execute(db);
}

/** Every listing change bumps this number, in the same transaction: the board cache is keyed by it. */
export async function bumpListingVersion(db: AnyExecutor): Promise<void> {
  await sql`update job_listings_state set version = version + 1 where id = 1`.execute(db);
}

export async function readListingVersion(db: AnyExecutor): Promise<number> {
  const { rows } = await sql<{ version: number | string }>`select version from job_listings_state where id = 1`.execute(
    db,
  );
  return Number(rows[0]?.version ?? 0);
}

/**
 * Recomputes the listings of some jobs, or of every job of a provider, in the caller's transaction. Call it after
 * any write that can change whether a job is listed or what its card shows: a job created, edited, published,
 * closed, archived or deleted; a provider approved, declined, suspended or reinstated; a company renamed or given
 * a new logo.
 */
export async function refreshListings(db: Executor, scope: ListingScope, today = todayUtc()): Promise<void> {
  if (scope !== 'all' && 'jobIds' in scope && scope.jobIds.length === 0) return;
  await deleteListings(db, scope);
  await insertListings(db, scope, today);
  await bumpListingVersion(db);
}

export const refreshJobListing = (db: Executor, jobId: string) => refreshListings(db, { jobIds: [jobId] });

/**
 * Takes listings off the board before a write changes their searched text (a job edited, a company renamed), so
 * the search dictionary loses the old text's terms; the refresh after the write lists them again with the new.
 */
export async function retractListings(db: Executor, scope: Exclude<ListingScope, 'all'>): Promise<void> {
  await deleteListings(db, scope);
}

export const retractProviderListings = (db: Executor, providerId: string) => retractListings(db, { providerId });
export const refreshProviderListings = (db: Executor, providerId: string) => refreshListings(db, { providerId });

/**
 * Removes the listings whose deadline has passed (the recurring `job-listings-expire` job, and any caller that
 * wants the board exact right now). Returns how many left the board.
 */
export async function expireJobListings(db: AnyExecutor, today = todayUtc()): Promise<number> {
  const { rows } = await sql<{ job_id: string }>`select job_id from job_listings
    where application_deadline is not null and application_deadline < ${today}`.execute(db);
  for (let i = 0; i < rows.length; i += EXPIRE_BATCH) {
    await deleteListings(db, { jobIds: rows.slice(i, i + EXPIRE_BATCH).map((row) => row.job_id) });
  }
  if (rows.length > 0) await bumpListingVersion(db);
  return rows.length;
}

/** Listings removed per statement when deadlines pass. */
const EXPIRE_BATCH = 500;

/** Job rows fixed per statement when filling missing excerpts. */
const EXCERPT_BATCH = 2000;

/** Writes the excerpt of live jobs that have none (rows loaded in bulk without one), in batches. */
async function fillMissingExcerpts(db: AnyExecutor): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ id: string; description: string }>`select id, description from job_posts
      where excerpt = '' and description <> '' and status = 'live' limit ${EXCERPT_BATCH}`.execute(db);
    if (rows.length === 0) return;
    const values = sql.join(rows.map((row) => sql`(${row.id}, ${listingExcerpt(row.description)})`));
    if (isSqlite(db)) {
      await sql`with v(id, excerpt) as (values ${values})
        update job_posts set excerpt = (select v.excerpt from v where v.id = job_posts.id)
        where id in (select id from v)`.execute(db);
    } else {
      await sql`update job_posts jp set excerpt = v.excerpt from (values ${values}) as v(id, excerpt)
        where jp.id = v.id`.execute(db);
    }
    // A description whose excerpt is empty (markup only) would be read again forever.
    if (rows.every((row) => listingExcerpt(row.description) === '')) return;
  }
}

/**
 * Rebuilds the whole read model from job_posts, set-based: fills the excerpts bulk loads left empty (write
 * `job_posts.excerpt` with listingExcerpt when loading to skip that), then one INSERT … SELECT for every listing
 * and one for the search index, then statistics. The migration backfills with it; the bench seeder calls it after
 * loading its jobs. The search dictionary is recounted from the listings, unless counts gathered while loading
 * are given. Run it outside a transaction on a large table (it commits in steps on its own when given the
 * database; given a transaction it runs inside it).
 */
export async function rebuildJobListings(
  db: AnyExecutor,
  { today = todayUtc(), dictionary }: { today?: string; dictionary?: DictionaryCounts } = {},
): Promise<{ listed: number }> {
  await fillMissingExcerpts(db);
  await deleteListings(db, 'all');
  // A million rows: the GIN (PostgreSQL) and the filter indexes are built once after the insert, not row by row.
  await withIndexesBuiltAfter(db, 'job_listings', () => insertListings(db, 'all', today));
  return finishListingsLoad(db, dictionary);
}

/**
 * What follows writing every listing at once (rebuildJobListings; the bench seeder, which writes them from its
 * generator on PostgreSQL): the search dictionary from the counts given, or recounted from the listings; a new
 * listing version; the planner's statistics. Answers how many are listed.
 */
export async function finishListingsLoad(db: AnyExecutor, dictionary?: DictionaryCounts): Promise<{ listed: number }> {
  await rebuildSearchDictionary(db, dictionary);
  await bumpListingVersion(db);
  await sql`analyze job_listings`.execute(db);
  const { rows } = await sql<{ listed: number | string }>`select count(*) as listed from job_listings`.execute(db);
  return { listed: Number(rows[0]?.listed ?? 0) };
}
