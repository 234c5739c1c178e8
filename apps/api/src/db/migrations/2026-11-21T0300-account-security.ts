import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* Account security: MFA secrets and recovery codes, one-time codes (phone, e-mail OTP), MFA-verified resets. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed Kysely<any> by design
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDb): Promise<void> {
  const ts = isPostgres(db) ? sql`timestamptz` : sql`text`;

  await db.schema.alterTable('users').addColumn('mfa_secret', 'varchar(255)').execute();
  await db.schema.alterTable('users').addColumn('mfa_pending_secret', 'varchar(255)').execute();
  await db.schema.alterTable('users').addColumn('mfa_last_step', 'bigint').execute();
  await db.schema
    .alterTable('tokens')
    .addColumn('mfa_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('used_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recovery_codes_user_idx').on('recovery_codes').column('user_id').execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('target', 'varchar(254)')
    .addColumn('token_id', 'varchar(36)', (c) => c.references('tokens.id').onDelete('cascade'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('used_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addCheckConstraint('verification_codes_purpose_check', sql`purpose in ('phone', 'mfa-otp', 'mfa-deactivate')`)
    .execute();
  await db.schema
    .createIndex('verification_codes_user_purpose_idx')
    .on('verification_codes')
    .columns(['user_id', 'purpose'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('verification_codes').ifExists().execute();
  await db.schema.dropTable('recovery_codes').ifExists().execute();
  await db.schema.alterTable('tokens').dropColumn('mfa_verified').execute();
  await db.schema.alterTable('users').dropColumn('mfa_last_step').execute();
  await db.schema.alterTable('users').dropColumn('mfa_pending_secret').execute();
  await db.schema.alterTable('users').dropColumn('mfa_secret').execute();
}
