import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* What a seeker is looking for (onboarding step 2) and the CV file of step 3. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed Kysely<any> by design
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const ts = db.getExecutor().adapter instanceof PostgresAdapter ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('seeker_preferences')
    .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('job_categories', 'varchar(1000)', (c) => c.notNull().defaultTo('[]'))
    .addColumn('employment_types', 'varchar(1000)', (c) => c.notNull().defaultTo('[]'))
    .addColumn('location_types', 'varchar(1000)', (c) => c.notNull().defaultTo('[]'))
    .addColumn('salary_amount', 'integer')
    .addColumn('salary_currency', 'varchar(3)')
    .addColumn('salary_period', 'varchar(10)')
    .addColumn('cv_storage_name', 'varchar(80)')
    .addColumn('cv_original_name', 'varchar(255)')
    .addColumn('cv_size', 'integer')
    .addColumn('cv_uploaded_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('seeker_preferences').ifExists().execute();
}
