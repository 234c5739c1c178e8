import { type Kysely, sql } from 'kysely';

/*
 * Job search (docs/decisions/0007-job-search.md): normalized lower-case copies of the searched text, written by
 * the application on every write (lower-case, accents removed, spaces collapsed), matched with LIKE per term on
 * both engines. The company name is searched through provider_profiles.search_name, so renaming a company needs
 * no rewrite of its jobs.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed Kysely<any> by design
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('job_posts')
    .addColumn('search_title', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('job_posts')
    .addColumn('search_body', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('job_posts')
    .addColumn('search_skills', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('job_posts').addColumn('search_city', 'varchar(120)').execute();
  await db.schema
    .alterTable('provider_profiles')
    .addColumn('search_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();

  // Rows written before this migration: plain lower() (the application's next write adds accent folding).
  await sql`update job_posts set search_title = lower(title), search_body = lower(description),
    search_skills = lower(skills), search_city = lower(city)`.execute(db);
  await sql`update provider_profiles set search_name = lower(company_name)`.execute(db);

  // The public board reads live jobs newest first and filters by these columns.
  await db.schema
    .createIndex('job_posts_live_category_idx')
    .on('job_posts')
    .columns(['status', 'category', 'published_at'])
    .execute();
  await db.schema
    .createIndex('job_posts_live_country_idx')
    .on('job_posts')
    .columns(['status', 'country_code', 'published_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('job_posts_live_country_idx').ifExists().execute();
  await db.schema.dropIndex('job_posts_live_category_idx').ifExists().execute();
  for (const column of ['search_city', 'search_skills', 'search_body', 'search_title']) {
    await db.schema.alterTable('job_posts').dropColumn(column).execute();
  }
  await db.schema.alterTable('provider_profiles').dropColumn('search_name').execute();
}
