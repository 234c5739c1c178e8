import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* The core schema: users, profiles, tokens, permissions, settings, reference data, page-access logs. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed Kysely<any> by design
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDb): Promise<void> {
  const ts = isPostgres(db) ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('user_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('user_group', 'varchar(20)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)')
    .addColumn('language', 'varchar(5)', (c) => c.notNull().defaultTo('en'))
    .addColumn('avatar_path', 'varchar(255)')
    .addColumn('country_code', 'varchar(2)')
    .addColumn('state_code', 'varchar(10)')
    .addColumn('city', 'varchar(120)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
    .addColumn('has_completed_onboarding', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_verified_at', ts)
    .addColumn('phone_verified_at', ts)
    .addColumn('mfa_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password_changed_at', ts, (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('users_user_type_check', sql`user_type in ('client', 'provider', 'admin')`)
    .addCheckConstraint('users_user_group_check', sql`user_group in ('seeker', 'provider', 'admin')`)
    .addCheckConstraint('users_status_check', sql`status in ('active', 'suspended')`)
    .execute();

  await db.schema
    .createTable('profiles')
    .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('has_completed_onboarding', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(20)')
    .addColumn('decline_reason', 'varchar(1000)')
    .addColumn('payment_status', 'varchar(20)')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('profiles_status_check', sql`status is null or status in ('pending', 'approved', 'declined')`)
    .addCheckConstraint(
      'profiles_payment_status_check',
      sql`payment_status is null or payment_status in ('unpaid', 'pending', 'paid')`,
    )
    .execute();

  await db.schema
    .createTable('tokens')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('last_used_at', ts)
    .addColumn('used_at', ts)
    .addColumn('revoked_at', ts)
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addCheckConstraint('tokens_purpose_check', sql`purpose in ('web', 'mfa', 'reset', 'confirm', 'phone')`)
    .execute();
  await db.schema.createIndex('tokens_user_purpose_idx').on('tokens').columns(['user_id', 'purpose']).execute();

  await db.schema
    .createTable('user_permissions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('value', 'varchar(255)', (c) => c.notNull())
    .addColumn('actions', 'varchar(1000)')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addCheckConstraint('user_permissions_kind_check', sql`kind in ('grant', 'special_allow', 'special_deny')`)
    .addUniqueConstraint('user_permissions_unique', ['user_id', 'kind', 'value'])
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('countries')
    .addColumn('code', 'varchar(2)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('phone_code', 'varchar(20)')
    .addColumn('flag', 'varchar(16)')
    .execute();

  await db.schema
    .createTable('states')
    .addColumn('id', isPostgres(db) ? 'serial' : 'integer', (c) =>
      isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('country_code', 'varchar(2)', (c) => c.notNull().references('countries.code').onDelete('cascade'))
    .addColumn('code', 'varchar(10)', (c) => c.notNull())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addUniqueConstraint('states_country_code_unique', ['country_code', 'code'])
    .execute();

  await db.schema
    .createTable('reference_items')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('list', 'varchar(32)', (c) => c.notNull())
    .addColumn('slug', 'varchar(80)', (c) => c.notNull())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('reference_items_list_slug_unique', ['list', 'slug'])
    .execute();

  await db.schema
    .createTable('page_access_logs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('route', 'varchar(2048)', (c) => c.notNull())
    .addColumn('comment', 'varchar(500)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('page_access_logs_user_idx')
    .on('page_access_logs')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'page_access_logs',
    'reference_items',
    'states',
    'countries',
    'settings',
    'user_permissions',
    'tokens',
    'profiles',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
