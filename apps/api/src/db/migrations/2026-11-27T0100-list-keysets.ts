import { type Kysely, PostgresAdapter, sql } from 'kysely';

/*
 * Keyset pages of the other unbounded lists (docs/decisions/0021-keyset-lists-and-stored-html.md, db/paging.ts), each read in the
 * order of one index, so a deep page costs what the first one costs:
 * - the audit log and the page-access log, newest first: (created_at, id), replacing audit_logs_created_idx;
 * - the candidate pool, most recently changed CV first: `profiles.cv_updated_at` holds the CV's last change
 *   (1970-01-01 for a seeker without a CV, who comes last), kept by triggers on cv_profiles (every writer of a CV,
 *   the seeders and tests included), under an index on (cv_updated_at, user_id). The pool's order used to be a
 *   coalesce over two joined tables, which no index can hold.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed Kysely<any> by design
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The sort time of a seeker without a CV: before every real change, so they come last. */
export const NO_CV_TIME = '1970-01-01T00:00:00.000Z';

export async function up(db: AnyDb): Promise<void> {
  const pg = isPostgres(db);
  await db.schema.createIndex('audit_logs_created_id_idx').on('audit_logs').columns(['created_at', 'id']).execute();
  await db.schema.dropIndex('audit_logs_created_idx').ifExists().execute();
  await db.schema
    .createIndex('page_access_logs_created_id_idx')
    .on('page_access_logs')
    .columns(['created_at', 'id'])
    .execute();

  await db.schema
    .alterTable('profiles')
    .addColumn('cv_updated_at', pg ? sql`timestamptz` : sql`text`, (c) => c.notNull().defaultTo(NO_CV_TIME))
    .execute();
  await sql`update profiles set cv_updated_at = (select cv.updated_at from cv_profiles cv where cv.user_id = profiles.user_id)
    where exists (select 1 from cv_profiles cv where cv.user_id = profiles.user_id)`.execute(db);
  if (pg) {
    await sql`create function cv_profiles_pool_order() returns trigger language plpgsql as $$
      begin
        update profiles set cv_updated_at = new.updated_at where user_id = new.user_id;
        return null;
      end $$`.execute(db);
    await sql`create trigger cv_profiles_pool_order after insert or update of updated_at on cv_profiles
      for each row execute function cv_profiles_pool_order()`.execute(db);
  } else {
    await sql`create trigger cv_profiles_pool_order_insert after insert on cv_profiles begin
      update profiles set cv_updated_at = new.updated_at where user_id = new.user_id;
    end`.execute(db);
    await sql`create trigger cv_profiles_pool_order_update after update of updated_at on cv_profiles begin
      update profiles set cv_updated_at = new.updated_at where user_id = new.user_id;
    end`.execute(db);
  }
  await db.schema.createIndex('profiles_pool_order_idx').on('profiles').columns(['cv_updated_at', 'user_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('profiles_pool_order_idx').ifExists().execute();
  if (isPostgres(db)) {
    await sql`drop trigger if exists cv_profiles_pool_order on cv_profiles`.execute(db);
    await sql`drop function if exists cv_profiles_pool_order()`.execute(db);
  } else {
    await sql`drop trigger if exists cv_profiles_pool_order_insert`.execute(db);
    await sql`drop trigger if exists cv_profiles_pool_order_update`.execute(db);
  }
  await db.schema.alterTable('profiles').dropColumn('cv_updated_at').execute();
  await db.schema.dropIndex('page_access_logs_created_id_idx').ifExists().execute();
  await db.schema.createIndex('audit_logs_created_idx').on('audit_logs').column('created_at').execute();
  await db.schema.dropIndex('audit_logs_created_id_idx').ifExists().execute();
}
