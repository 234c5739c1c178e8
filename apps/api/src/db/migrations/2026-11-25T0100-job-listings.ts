import { type Kysely, PostgresAdapter, sql } from 'kysely';

import * as jobSearchFts from './2026-11-22T0105-job-search-fts';

/*
 * The listing read model (docs/decisions/0014-job-listings.md): `job_listings`, one row per listed job with
 * everything the board and the public job page show, its search index, and `job_listings_state.version` (bumped
 * by every listing change; the board cache is keyed by it). `job_posts.excerpt` keeps the plain-text excerpt
 * written with the job. The search index over every job_posts row of migration 2026-11-22T0105 (SQLite's
 * job_posts_fts and its triggers, PostgreSQL's job_posts.search_vector and its triggers) is replaced by the
 * listing's own and dropped; the functions job_search_words / job_search_vector stay (the listing uses them).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed Kysely<any> by design
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

const OLD_SQLITE_TRIGGERS = [
  'job_posts_fts_company_update',
  'job_posts_fts_company_insert',
  'job_posts_fts_delete',
  'job_posts_fts_update',
  'job_posts_fts_insert',
];

export async function up(db: AnyDb): Promise<void> {
  const pg = isPostgres(db);
  const ts = pg ? sql`timestamptz` : sql`text`;
  await db.schema
    .alterTable('job_posts')
    .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('job_listings')
    .addColumn('listed_key', pg ? 'bigint' : 'integer', (c) => c.primaryKey())
    .addColumn('job_id', 'text', (c) => c.notNull().unique())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('employment_type', 'text', (c) => c.notNull())
    .addColumn('location_type', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text')
    .addColumn('state_code', 'text')
    .addColumn('city', 'text')
    .addColumn('search_city', 'text')
    .addColumn('salary_min', 'integer')
    .addColumn('salary_max', 'integer')
    .addColumn('salary_currency', 'text')
    .addColumn('salary_period', 'text')
    .addColumn('skills', 'text', (c) => c.notNull())
    .addColumn('vacancies', 'integer', (c) => c.notNull())
    .addColumn('application_deadline', 'text')
    .addColumn('published_at', ts, (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('logo_path', 'text')
    .addColumn('company_industry', 'text', (c) => c.notNull())
    .addColumn('company_size', 'text', (c) => c.notNull())
    .addColumn('company_website', 'text')
    .addColumn('company_city', 'text', (c) => c.notNull())
    .addColumn('company_country_code', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('simple'))
    .execute();
  // Filters the board offers, each with the board's order after it, so a filtered page reads in index order.
  for (const column of ['category', 'country_code', 'provider_id', 'employment_type', 'location_type']) {
    await db.schema
      .createIndex(`job_listings_${column}_idx`)
      .on('job_listings')
      .columns([column, 'listed_key'])
      .execute();
  }
  await db.schema
    .createIndex('job_listings_deadline_idx')
    .on('job_listings')
    .column('application_deadline')
    .where(sql.ref('application_deadline'), 'is not', null)
    .execute();

  await db.schema
    .createTable('job_listings_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await db.insertInto('job_listings_state').values({ id: 1, version: 0 }).execute();

  if (pg) {
    await sql`alter table job_listings add column search_vector tsvector not null`.execute(db);
    await sql`create index job_listings_search_idx on job_listings using gin (search_vector)`.execute(db);
    await sql`drop trigger if exists provider_profiles_search_vector on provider_profiles`.execute(db);
    await sql`drop trigger if exists job_posts_search_vector on job_posts`.execute(db);
    await sql`drop function if exists provider_profiles_search_vector_trigger()`.execute(db);
    await sql`drop function if exists job_posts_search_vector_trigger()`.execute(db);
    await sql`drop index if exists job_posts_search_vector_idx`.execute(db);
    await sql`alter table job_posts drop column if exists search_vector`.execute(db);
  } else {
    // Contentless (the text lives in job_posts), deletable by rowid; rowid = listed_key, so rowid order is time order.
    await sql`create virtual table job_listings_fts using fts5(
      title, skills, body, company, location,
      content = '', contentless_delete = 1,
      tokenize = "unicode61 remove_diacritics 2 separators '$+<=>^|~'",
      prefix = '2 3'
    )`.execute(db);
    for (const trigger of OLD_SQLITE_TRIGGERS) await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
    await sql`drop table if exists job_posts_fts`.execute(db);
  }
  // The listings themselves are built by 2026-11-26T0100-analyzed-search, which runs after this one and adds the
  // analyzed search columns the read model now needs (it calls rebuildJobListings).
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) await sql`drop table if exists job_listings_fts`.execute(db);
  await db.schema.dropTable('job_listings_state').ifExists().execute();
  await db.schema.dropTable('job_listings').ifExists().execute();
  await db.schema.alterTable('job_posts').dropColumn('excerpt').execute();
  // The search index of every job comes back as 2026-11-22T0105 built it (its functions with it).
  if (isPostgres(db)) {
    await sql`drop function if exists job_search_vector(text, text, text, text, text)`.execute(db);
    await sql`drop function if exists job_search_words(text)`.execute(db);
  }
  await jobSearchFts.up(db);
}
