import type { Kysely } from 'kysely';

/*
 * The board's count of listed jobs (docs/performance.md): live jobs per company, read from this index alone
 * (status, company, deadline) instead of every job row — on 100,000 jobs the difference between a few
 * milliseconds per company and a second per page.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed Kysely<any> by design
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('job_posts_listed_idx')
    .on('job_posts')
    .columns(['status', 'provider_id', 'application_deadline'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('job_posts_listed_idx').ifExists().execute();
}
