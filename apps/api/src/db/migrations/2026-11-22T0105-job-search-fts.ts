import { type Kysely, PostgresAdapter, sql } from 'kysely';

/*
 * Full-text job search (docs/decisions/0007-job-search.md), kept in sync by the database itself.
 *
 * SQLite: `job_posts_fts`, an FTS5 table holding the searchable text of **live** jobs only (title, description,
 * skills, company name, city; rowid = job_posts.rowid), tokenizer unicode61 with diacritics removed, prefix
 * indexes for 2 and 3 characters. Triggers on job_posts (insert, update of a searched column or the status,
 * delete) and on provider_profiles (a new or renamed company) keep it in step; a job that leaves `live` leaves
 * the index.
 *
 * PostgreSQL: `job_posts.search_vector`, a tsvector written by a BEFORE trigger from the normalized columns the
 * application already keeps (lower-case, accents removed in JavaScript, so no `unaccent` extension is needed and
 * both engines fold text the same way): title A, skills B, description C, company name and city D, 'simple'
 * configuration (no stemming). Punctuation is turned into spaces first, so "node.js" is the words node and js on
 * both engines. A GIN index over live jobs serves `@@`.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed Kysely<any> by design
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** One FTS row for the job `j` (an alias in the trigger body), with its company's name. */
const FTS_ROW = (j: string) =>
  sql.raw(`select ${j}.rowid, ${j}.title, ${j}.description, ${j}.skills,
    coalesce((select company_name from provider_profiles where user_id = ${j}.provider_id), ''), coalesce(${j}.city, '')`);

async function upSqlite(db: AnyDb): Promise<void> {
  // ASCII symbols unicode61 would otherwise keep inside words ("c++"): separators, as PostgreSQL's parser treats them.
  await sql`create virtual table job_posts_fts using fts5(
    title, description, skills, company, location,
    tokenize = "unicode61 remove_diacritics 2 separators '$+<=>^|~'",
    prefix = '2 3'
  )`.execute(db);
  await sql`create trigger job_posts_fts_insert after insert on job_posts when new.status = 'live' begin
    insert into job_posts_fts (rowid, title, description, skills, company, location) ${FTS_ROW('new')};
  end`.execute(db);
  await sql`create trigger job_posts_fts_update
    after update of title, description, skills, city, provider_id, status on job_posts begin
    delete from job_posts_fts where rowid = old.rowid;
    insert into job_posts_fts (rowid, title, description, skills, company, location)
      ${FTS_ROW('new')} where new.status = 'live';
  end`.execute(db);
  await sql`create trigger job_posts_fts_delete after delete on job_posts begin
    delete from job_posts_fts where rowid = old.rowid;
  end`.execute(db);
  // A company created after its jobs (only direct inserts do that) or renamed: its live jobs' company column.
  for (const event of ['insert', 'update of company_name']) {
    const name = event === 'insert' ? 'job_posts_fts_company_insert' : 'job_posts_fts_company_update';
    await sql`create trigger ${sql.raw(name)} after ${sql.raw(event)} on provider_profiles begin
      update job_posts_fts set company = new.company_name
        where rowid in (select rowid from job_posts where provider_id = new.user_id and status = 'live');
    end`.execute(db);
  }
  // Backfill: the live jobs already there.
  await sql`insert into job_posts_fts (rowid, title, description, skills, company, location)
    ${FTS_ROW('jp')} from job_posts jp where jp.status = 'live'`.execute(db);
}

async function upPostgres(db: AnyDb): Promise<void> {
  await sql`alter table job_posts add column search_vector tsvector`.execute(db);
  await sql`create function job_search_words(value text) returns text language sql immutable parallel safe
    as $$ select regexp_replace(coalesce(value, ''), '[^[:alnum:]]+', ' ', 'g') $$`.execute(db);
  await sql`create function job_search_vector(title text, skills text, body text, company text, city text)
    returns tsvector language sql immutable parallel safe as $$
      select setweight(to_tsvector('simple', job_search_words(title)), 'A')
        || setweight(to_tsvector('simple', job_search_words(skills)), 'B')
        || setweight(to_tsvector('simple', job_search_words(body)), 'C')
        || setweight(to_tsvector('simple', job_search_words(company) || ' ' || job_search_words(city)), 'D')
    $$`.execute(db);
  await sql`create function job_posts_search_vector_trigger() returns trigger language plpgsql as $$
    begin
      new.search_vector := job_search_vector(new.search_title, new.search_skills, new.search_body,
        (select search_name from provider_profiles where user_id = new.provider_id), new.search_city);
      return new;
    end $$`.execute(db);
  await sql`create trigger job_posts_search_vector before insert or update of
    search_title, search_skills, search_body, search_city, provider_id on job_posts
    for each row execute function job_posts_search_vector_trigger()`.execute(db);
  await sql`create function provider_profiles_search_vector_trigger() returns trigger language plpgsql as $$
    begin
      update job_posts set search_vector = job_search_vector(search_title, search_skills, search_body,
        new.search_name, search_city) where provider_id = new.user_id;
      return null;
    end $$`.execute(db);
  await sql`create trigger provider_profiles_search_vector after insert or update of search_name on provider_profiles
    for each row execute function provider_profiles_search_vector_trigger()`.execute(db);
  // Backfill, then index the live jobs (the board only ever searches those).
  await sql`update job_posts jp set search_vector = job_search_vector(jp.search_title, jp.search_skills,
    jp.search_body, (select search_name from provider_profiles where user_id = jp.provider_id), jp.search_city)`.execute(
    db,
  );
  await sql`create index job_posts_search_vector_idx on job_posts using gin (search_vector) where status = 'live'`.execute(
    db,
  );
}

export async function up(db: AnyDb): Promise<void> {
  await (isPostgres(db) ? upPostgres(db) : upSqlite(db));
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists provider_profiles_search_vector on provider_profiles`.execute(db);
    await sql`drop trigger if exists job_posts_search_vector on job_posts`.execute(db);
    await sql`drop function if exists provider_profiles_search_vector_trigger()`.execute(db);
    await sql`drop function if exists job_posts_search_vector_trigger()`.execute(db);
    await sql`drop index if exists job_posts_search_vector_idx`.execute(db);
    await sql`alter table job_posts drop column if exists search_vector`.execute(db);
    await sql`drop function if exists job_search_vector(text, text, text, text, text)`.execute(db);
    await sql`drop function if exists job_search_words(text)`.execute(db);
    return;
  }
  for (const trigger of [
    'job_posts_fts_company_update',
    'job_posts_fts_company_insert',
    'job_posts_fts_delete',
    'job_posts_fts_update',
    'job_posts_fts_insert',
  ]) {
    await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
  }
  await sql`drop table if exists job_posts_fts`.execute(db);
}
