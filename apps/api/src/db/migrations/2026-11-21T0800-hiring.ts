import { type Kysely, PostgresAdapter, type SqlBool, sql } from 'kysely';

/*
 * Hiring: job applications, CV actions (with the files a seeker sends back) and employments.
 * Two partial unique indexes carry the concurrency rules: one pending CV action per provider, seeker and subject,
 * and one current (active or resignation requested) employment per provider and seeker. Inserts name the same
 * predicates in ON CONFLICT, so a lost race inserts nothing instead of failing.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed Kysely<any> by design
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDb): Promise<void> {
  const ts = isPostgres(db) ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable('job_applications')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('job_id', 'varchar(36)', (c) => c.notNull().references('job_posts.id').onDelete('cascade'))
    .addColumn('seeker_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('cover_letter', 'varchar(5000)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('rejection_reason', 'varchar(1000)')
    .addColumn('submitted_at', ts, (c) => c.notNull())
    .addColumn('decided_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint(
      'job_applications_status_check',
      sql`status in ('submitted', 'accepted', 'rejected', 'cancelled')`,
    )
    // One application per seeker and job: a cancelled one is submitted again on the same row.
    .addUniqueConstraint('job_applications_job_seeker_unique', ['job_id', 'seeker_id'])
    .execute();
  await db.schema
    .createIndex('job_applications_seeker_idx')
    .on('job_applications')
    .columns(['seeker_id', 'submitted_at'])
    .execute();
  await db.schema
    .createIndex('job_applications_job_status_idx')
    .on('job_applications')
    .columns(['job_id', 'status'])
    .execute();

  await db.schema
    .createTable('cv_actions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('provider_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seeker_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('response', 'text')
    .addColumn('responded_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('cv_actions_subject_check', sql`subject in ('shortlist', 'interview', 'additional-documents')`)
    .addCheckConstraint('cv_actions_status_check', sql`status in ('pending', 'responded', 'cancelled', 'declined')`)
    .execute();
  await db.schema
    .createIndex('cv_actions_one_pending_idx')
    .on('cv_actions')
    .columns(['provider_id', 'seeker_id', 'subject'])
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema.createIndex('cv_actions_seeker_idx').on('cv_actions').columns(['seeker_id', 'created_at']).execute();
  await db.schema
    .createIndex('cv_actions_provider_idx')
    .on('cv_actions')
    .columns(['provider_id', 'subject', 'created_at'])
    .execute();

  await db.schema
    .createTable('cv_action_files')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('cv_action_id', 'varchar(36)', (c) => c.notNull().references('cv_actions.id').onDelete('cascade'))
    .addColumn('storage_name', 'varchar(80)', (c) => c.notNull())
    .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('mime_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cv_action_files_action_idx').on('cv_action_files').column('cv_action_id').execute();

  await db.schema
    .createTable('employments')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('provider_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seeker_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('job_id', 'varchar(36)', (c) => c.references('job_posts.id').onDelete('set null'))
    .addColumn('application_id', 'varchar(36)', (c) => c.references('job_applications.id').onDelete('set null'))
    .addColumn('cv_action_id', 'varchar(36)', (c) => c.references('cv_actions.id').onDelete('set null'))
    .addColumn('position', 'varchar(150)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('terms', 'varchar(5000)')
    .addColumn('status', 'varchar(24)', (c) => c.notNull())
    .addColumn('resignation_reason', 'varchar(1000)')
    .addColumn('resignation_requested_at', ts)
    .addColumn('termination_reason', 'varchar(1000)')
    .addColumn('termination_date', 'varchar(10)')
    .addColumn('ended_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint(
      'employments_status_check',
      sql`status in ('active', 'resignation_requested', 'resigned', 'terminated')`,
    )
    .execute();
  await db.schema
    .createIndex('employments_one_current_idx')
    .on('employments')
    .columns(['provider_id', 'seeker_id'])
    .unique()
    .where(sql<SqlBool>`status in ('active', 'resignation_requested')`)
    .execute();
  await db.schema
    .createIndex('employments_seeker_idx')
    .on('employments')
    .columns(['seeker_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('employments_provider_idx')
    .on('employments')
    .columns(['provider_id', 'status', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['employments', 'cv_action_files', 'cv_actions', 'job_applications']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
