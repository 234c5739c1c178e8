import { type Kysely, sql } from 'kysely';

import { renderMarkdown } from '../../modules/content';
import { rebuildJobListings } from '../../modules/jobs';

/*
 * The job page reads one row (docs/decisions/0021-keyset-lists-and-stored-html.md): a job's description is
 * rendered and sanitized once, when the job is written (renderMarkdown, the one reviewed place that makes HTML),
 * into `job_posts.description_html`, which the listing copies. The existing jobs are rendered here in batches of
 * BATCH rows by id (one short statement each), then the listings are rebuilt with it (one INSERT … SELECT: long at
 * a million jobs, which is why migrations run without the pool's statement timeout — db/migrate.ts). Rows a bulk
 * load writes later without HTML are rendered on read, as before (the bench seeder writes it).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed Kysely<any> by design
type AnyDb = Kysely<any>;

const BATCH = 500;

/** The origin images may come from (content.sanitize.ts), as the app's config reads it. */
function configuredOrigin(): string {
  try {
    return new URL(process.env.PUBLIC_URL ?? 'http://localhost:3000').origin;
  } catch {
    return 'http://localhost:3000';
  }
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('job_posts').addColumn('description_html', 'text').execute();
  await db.schema.alterTable('job_listings').addColumn('description_html', 'text').execute();
  const origin = configuredOrigin();
  let after = '';
  for (;;) {
    const rows = (await db
      .selectFrom('job_posts')
      .select(['id', 'description'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()) as { id: string; description: string }[];
    if (rows.length === 0) break;
    const values = sql.join(rows.map((row) => sql`(${row.id}, ${renderMarkdown(row.description, origin)})`));
    await sql`with v(id, html) as (values ${values})
      update job_posts set description_html = (select v.html from v where v.id = job_posts.id)
      where id in (select id from v)`.execute(db);
    after = rows[rows.length - 1]?.id ?? after;
    if (rows.length < BATCH) break;
  }
  await rebuildJobListings(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('job_listings').dropColumn('description_html').execute();
  await db.schema.alterTable('job_posts').dropColumn('description_html').execute();
}
