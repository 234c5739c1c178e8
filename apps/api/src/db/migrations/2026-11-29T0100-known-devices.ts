import { type Kysely, PostgresAdapter, sql } from 'kysely';

/*
 * The devices each account has signed in from (docs/decisions/0029): only SHA-256(user id ":" device cookie) is
 * kept. A sign-in from a device not listed here e-mails the owner, unless it is the account's first device.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed Kysely<any> by design
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDb): Promise<void> {
  const ts = isPostgres(db) ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('known_devices')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('last_seen_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('known_devices_pkey', ['user_id', 'device_hash'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('known_devices').execute();
}
