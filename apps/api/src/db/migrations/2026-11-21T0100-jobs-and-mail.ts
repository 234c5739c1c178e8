import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* Background jobs (a transactional queue in the database) and the dev mail outbox. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed Kysely<any> by design
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDb): Promise<void> {
  const ts = isPostgres(db) ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(64)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', ts, (c) => c.notNull())
    .addColumn('locked_until', ts)
    .addColumn('last_error', 'varchar(2000)')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('jobs_status_check', sql`status in ('pending', 'running', 'done', 'failed')`)
    .execute();
  await db.schema.createIndex('jobs_status_run_at_idx').on('jobs').columns(['status', 'run_at']).execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('template', 'varchar(64)')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mail_outbox_to_created_idx')
    .on('mail_outbox')
    .columns(['to_address', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('mail_outbox').ifExists().execute();
  await db.schema.dropTable('jobs').ifExists().execute();
}
