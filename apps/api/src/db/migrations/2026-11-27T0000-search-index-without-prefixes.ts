import { type Kysely, PostgresAdapter, sql } from 'kysely';

/*
 * SQLite: the listings' FTS5 index without its prefix indexes (`prefix = '2 3'`). A typed prefix is searched as
 * the vocabulary's most frequent completions (docs/decisions/0015-multilingual-search.md, "Wired into the read
 * model"), so the engine's prefix operator only runs for a prefix that no listed word starts with, where it finds
 * nothing either way; the prefix indexes tripled the index's size and its build time at a million jobs. The table
 * is made again and filled from the listings. PostgreSQL: nothing to do (its GIN holds whole terms only).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed Kysely<any> by design
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

async function createIndex(db: AnyDb, prefixes: boolean): Promise<void> {
  await sql`drop table if exists job_listings_fts`.execute(db);
  await sql`create virtual table job_listings_fts using fts5(
    title, skills, body, company, location,
    content = '', contentless_delete = 1,
    tokenize = "unicode61 remove_diacritics 2 separators '$+<=>^|~'"${prefixes ? sql.raw(`, prefix = '2 3'`) : sql``}
  )`.execute(db);
  await sql`insert into job_listings_fts (rowid, title, skills, body, company, location)
    select jl.listed_key, jp.search_title, jp.search_skills, jp.search_body, pp.search_name, jp.search_location
    from job_listings jl
    join job_posts jp on jp.id = jl.job_id
    join provider_profiles pp on pp.user_id = jl.provider_id`.execute(db);
}

export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) await createIndex(db, false);
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) await createIndex(db, true);
}
