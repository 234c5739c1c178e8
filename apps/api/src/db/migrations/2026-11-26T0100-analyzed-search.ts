import type { Kysely } from 'kysely';

import { jobSearchColumns, nameSearchText } from '../../modules/jobs';

/*
 * Multilingual search on the read model (docs/decisions/0015-multilingual-search.md): the search columns of
 * job_posts (search_title, search_skills, search_body, now with search_location and search_language) and
 * provider_profiles.search_name hold the analyzed tokens (stems, surface forms, technologies such as cplusplus)
 * instead of normalized text; search_city keeps the normalized city for the city filter. `search_terms` and
 * `search_suggestions` hold the listed jobs' vocabulary and autocomplete phrases with their document counts.
 * Every job and company is analyzed again here; the listings and their index are rebuilt by the next migration
 * that changes them (2026-11-27T0110).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed Kysely<any> by design
type AnyDb = Kysely<any>;

/** Rows analyzed per read. */
const BATCH = 500;

async function analyzeJobs(db: AnyDb): Promise<void> {
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('job_posts')
      .select(['id', 'title', 'description', 'skills', 'city'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows as {
      id: string;
      title: string;
      description: string;
      skills: string;
      city: string | null;
    }[]) {
      const skills = JSON.parse(row.skills) as unknown;
      const columns = jobSearchColumns({
        title: row.title,
        description: row.description,
        skills: Array.isArray(skills) ? skills.filter((skill): skill is string => typeof skill === 'string') : [],
        city: row.city,
      });
      await db.updateTable('job_posts').set(columns).where('id', '=', row.id).execute();
    }
    const last = rows.at(-1) as { id: string } | undefined;
    if (!last || rows.length < BATCH) return;
    after = last.id;
  }
}

async function analyzeCompanies(db: AnyDb): Promise<void> {
  const rows = (await db.selectFrom('provider_profiles').select(['user_id', 'company_name']).execute()) as {
    user_id: string;
    company_name: string;
  }[];
  for (const row of rows) {
    await db
      .updateTable('provider_profiles')
      .set({ search_name: nameSearchText(row.company_name) })
      .where('user_id', '=', row.user_id)
      .execute();
  }
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('job_posts')
    .addColumn('search_location', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('job_posts')
    .addColumn('search_language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await db.schema
    .createTable('search_terms')
    .addColumn('term', 'text', (c) => c.primaryKey())
    .addColumn('documents', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('search_suggestions')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('documents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_suggestions_pk', ['kind', 'value'])
    .execute();
  await analyzeJobs(db);
  await analyzeCompanies(db);
  // The listings are rebuilt by 2026-11-27T0110-job-description-html, which adds the column of the read model
  // that rebuildJobListings (today's code) also writes.
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('search_suggestions').ifExists().execute();
  await db.schema.dropTable('search_terms').ifExists().execute();
  await db.schema.alterTable('job_posts').dropColumn('search_language').execute();
  await db.schema.alterTable('job_posts').dropColumn('search_location').execute();
}
