import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* Providers (business profile, documents, verification decisions) and job posts (`jobs` is the job queue). */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed Kysely<any> by design
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDb): Promise<void> {
  const ts = isPostgres(db) ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable('provider_profiles')
    .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('company_name', 'varchar(160)', (c) => c.notNull())
    .addColumn('registration_number', 'varchar(60)', (c) => c.notNull())
    .addColumn('industry', 'varchar(80)', (c) => c.notNull())
    .addColumn('company_size', 'varchar(16)', (c) => c.notNull())
    .addColumn('website', 'varchar(255)')
    .addColumn('description', 'varchar(5000)')
    .addColumn('phone', 'varchar(20)')
    .addColumn('address_line1', 'varchar(200)', (c) => c.notNull())
    .addColumn('city', 'varchar(120)', (c) => c.notNull())
    .addColumn('state_code', 'varchar(10)')
    .addColumn('postal_code', 'varchar(20)')
    .addColumn('country_code', 'varchar(2)', (c) => c.notNull())
    .addColumn('logo_path', 'varchar(255)')
    .addColumn('submitted_at', ts)
    .addColumn('reviewed_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('provider_documents')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('storage_name', 'varchar(80)', (c) => c.notNull())
    .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('mime_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('provider_documents_user_idx').on('provider_documents').column('user_id').execute();

  await db.schema
    .createTable('verification_decisions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('provider_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('admin_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decision', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(1000)')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addCheckConstraint('verification_decisions_decision_check', sql`decision in ('approved', 'declined')`)
    .execute();

  await db.schema
    .createTable('job_posts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('provider_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(160)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'varchar(80)', (c) => c.notNull())
    .addColumn('employment_type', 'varchar(80)', (c) => c.notNull())
    .addColumn('location_type', 'varchar(80)', (c) => c.notNull())
    .addColumn('country_code', 'varchar(2)')
    .addColumn('state_code', 'varchar(10)')
    .addColumn('city', 'varchar(120)')
    .addColumn('salary_min', 'integer')
    .addColumn('salary_max', 'integer')
    .addColumn('salary_currency', 'varchar(3)')
    .addColumn('salary_period', 'varchar(10)')
    .addColumn('skills', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('vacancies', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('application_deadline', 'varchar(10)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('draft'))
    .addColumn('published_at', ts)
    .addColumn('closed_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('job_posts_status_check', sql`status in ('draft', 'live', 'closed', 'archive', 'deleted')`)
    .addCheckConstraint(
      'job_posts_salary_period_check',
      sql`salary_period is null or salary_period in ('hour', 'day', 'month', 'year')`,
    )
    .addCheckConstraint(
      'job_posts_salary_range_check',
      sql`salary_min is null or salary_max is null or salary_min <= salary_max`,
    )
    .execute();
  await db.schema.createIndex('job_posts_provider_idx').on('job_posts').columns(['provider_id', 'status']).execute();
  await db.schema
    .createIndex('job_posts_status_published_idx')
    .on('job_posts')
    .columns(['status', 'published_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['job_posts', 'verification_decisions', 'provider_documents', 'provider_profiles']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
