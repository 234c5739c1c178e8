import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* sms_outbox: the dev outbox and the send ledger that the daily SMS caps count (SMS-03). */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed Kysely<any> by design
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDb): Promise<void> {
  const ts = isPostgres(db) ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('to_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('body', 'varchar(1000)', (c) => c.notNull())
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('provider_message_id', 'varchar(64)')
    .addColumn('user_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sms_outbox_to_number_idx')
    .on('sms_outbox')
    .columns(['to_number', 'created_at'])
    .execute();
  await db.schema.createIndex('sms_outbox_user_idx').on('sms_outbox').columns(['user_id', 'created_at']).execute();
  // The global daily budget counts every row of the last 24 h: without this it would scan the whole ledger.
  await db.schema.createIndex('sms_outbox_created_idx').on('sms_outbox').column('created_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sms_outbox').ifExists().execute();
}
