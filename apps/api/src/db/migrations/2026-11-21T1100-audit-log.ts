import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* The audit log: who changed what, when, with the state before and after. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed Kysely<any> by design
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const ts = db.getExecutor().adapter instanceof PostgresAdapter ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('audit_logs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('actor_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'varchar(80)', (c) => c.notNull())
    .addColumn('entity', 'varchar(40)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(80)')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_logs_created_idx').on('audit_logs').column('created_at').execute();
  await db.schema.createIndex('audit_logs_entity_idx').on('audit_logs').columns(['entity', 'entity_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('audit_logs').ifExists().execute();
}
