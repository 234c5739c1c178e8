import { type Kysely, PostgresAdapter, sql } from 'kysely';

import { rebuildJobListings } from '../../modules/jobs/job-listings';

/*
 * The board's filters as words of the listings' search index (modules/jobs/listing-facets.ts): a search with
 * filters becomes one query of the index, and its capped count reads no listing row.
 *
 * SQLite: the FTS5 table gains a `facets` column (made again, empty); PostgreSQL: the tsvector gains the facet
 * words. Either way the listings are rebuilt, which writes them (about a minute per 100,000 listed jobs).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed Kysely<any> by design
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

async function createSqliteIndex(db: AnyDb, facets: boolean): Promise<void> {
  await sql`drop table if exists job_listings_fts`.execute(db);
  await sql`create virtual table job_listings_fts using fts5(
    title, skills, body, company, location${facets ? sql.raw(', facets') : sql``},
    content = '', contentless_delete = 1,
    tokenize = "unicode61 remove_diacritics 2 separators '$+<=>^|~'"
  )`.execute(db);
}

export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) await createSqliteIndex(db, true);
  await rebuildJobListings(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    // Facet words start with zz: strip them from every listing's vector.
    await sql`update job_listings set search_vector = ts_delete(search_vector,
      array(select lexeme from unnest(search_vector) where lexeme like 'zz%'))`.execute(db);
    return;
  }
  await createSqliteIndex(db, false);
  await sql`insert into job_listings_fts (rowid, title, skills, body, company, location)
    select jl.listed_key, jp.search_title, jp.search_skills, jp.search_body, pp.search_name, jp.search_location
    from job_listings jl
    join job_posts jp on jp.id = jl.job_id
    join provider_profiles pp on pp.user_id = jl.provider_id`.execute(db);
}
