import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* The payments ledger and the sandbox gateway's own record of charges. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed Kysely<any> by design
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDb): Promise<void> {
  const ts = isPostgres(db) ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('payments')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('reference', 'varchar(80)', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('provider_status', 'varchar(32)')
    .addColumn('paid_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('payments_status_check', sql`status in ('pending', 'paid', 'failed', 'abandoned')`)
    .execute();
  await db.schema.createIndex('payments_user_idx').on('payments').columns(['user_id', 'created_at']).execute();
  // A registration fee is credited at most once per user, whatever the number of callbacks (PAY-01).
  await db.schema
    .createIndex('payments_one_paid_fee_idx')
    .on('payments')
    .columns(['user_id', 'purpose'])
    .unique()
    .where(sql.ref('status'), '=', 'paid')
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('payment_id', 'varchar(36)', (c) => c.references('payments.id').onDelete('cascade'))
    .addColumn('reference', 'varchar(80)')
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(40)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('payload', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sandbox_charges')
    .addColumn('reference', 'varchar(80)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('callback_url', 'varchar(2048)', (c) => c.notNull())
    .addColumn('decided_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sandbox_charges').ifExists().execute();
  await db.schema.dropTable('payment_events').ifExists().execute();
  await db.schema.dropTable('payments').ifExists().execute();
}
