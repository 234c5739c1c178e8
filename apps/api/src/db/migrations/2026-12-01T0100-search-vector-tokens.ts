import { type Kysely, PostgresAdapter, sql } from 'kysely';

/*
 * PostgreSQL's listing vector indexes the analyzer's tokens as they are (issue 11, seeding at scale). The
 * `search_*` columns hold the JS analyzer's output (modules/jobs/search/index-text.ts): words of letters and
 * digits, folded, joined by single spaces, which is also what a query is parsed from (`to_tsquery('simple', …)`
 * of the same tokens). `job_search_words()` — a `regexp_replace` of everything but `[[:alnum:]]` — ran over every
 * column of every listing first: a no-op on such text that cost about 40 % of the vector's CPU (the read model's
 * rebuild at a million jobs: ≈ 110 s of one backend). The vectors are the same, so nothing is rebuilt;
 * `search.engines.test.ts` checks both the sameness and that each token is one term. The function
 * `job_search_words` stays for `down`. SQLite is unchanged (FTS5 tokenizes the columns itself).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed Kysely<any> by design
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create or replace function job_search_vector(title text, skills text, body text, company text, city text)
    returns tsvector language sql immutable parallel safe as $$
      select setweight(to_tsvector('simple', coalesce(title, '')), 'A')
        || setweight(to_tsvector('simple', coalesce(skills, '')), 'B')
        || setweight(to_tsvector('simple', coalesce(body, '')), 'C')
        || setweight(to_tsvector('simple', coalesce(company, '') || ' ' || coalesce(city, '')), 'D')
    $$`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create or replace function job_search_vector(title text, skills text, body text, company text, city text)
    returns tsvector language sql immutable parallel safe as $$
      select setweight(to_tsvector('simple', job_search_words(title)), 'A')
        || setweight(to_tsvector('simple', job_search_words(skills)), 'B')
        || setweight(to_tsvector('simple', job_search_words(body)), 'C')
        || setweight(to_tsvector('simple', job_search_words(company) || ' ' || job_search_words(city)), 'D')
    $$`.execute(db);
}
