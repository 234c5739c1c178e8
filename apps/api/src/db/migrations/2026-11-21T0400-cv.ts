import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/*
 * The seeker's CV: cv_profiles holds the singular sections (personal, personal details, address), one row per
 * seeker; each list section has its own table. Calendar dates are 'yyyy-MM-dd' text on both engines.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed Kysely<any> by design
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Every list-section table, in creation order. */
const LIST_TABLES = [
  'cv_skills',
  'cv_hobbies_and_interests',
  'cv_languages',
  'cv_references',
  'cv_work_experience',
  'cv_voluntary_services',
  'cv_education_history',
] as const;

export async function up(db: AnyDb): Promise<void> {
  const ts = isPostgres(db) ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable('cv_profiles')
    .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('headline', 'varchar(150)')
    .addColumn('summary', 'varchar(5000)')
    .addColumn('desired_job_title', 'varchar(150)')
    .addColumn('years_of_experience', 'integer')
    .addColumn('availability', 'varchar(20)')
    .addColumn('open_to_work', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('date_of_birth', 'varchar(10)')
    .addColumn('gender', 'varchar(20)')
    .addColumn('nationality', 'varchar(2)')
    .addColumn('marital_status', 'varchar(20)')
    .addColumn('has_driving_licence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('linkedin_url', 'varchar(500)')
    .addColumn('portfolio_url', 'varchar(500)')
    .addColumn('address_line1', 'varchar(200)')
    .addColumn('address_line2', 'varchar(200)')
    .addColumn('city', 'varchar(120)')
    .addColumn('state_code', 'varchar(10)')
    .addColumn('postal_code', 'varchar(20)')
    .addColumn('country_code', 'varchar(2)')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint(
      'cv_profiles_availability_check',
      sql`availability is null or availability in ('immediately', 'two_weeks', 'one_month', 'three_months')`,
    )
    .addCheckConstraint(
      'cv_profiles_gender_check',
      sql`gender is null or gender in ('female', 'male', 'non_binary', 'other', 'prefer_not_to_say')`,
    )
    .addCheckConstraint(
      'cv_profiles_marital_status_check',
      sql`marital_status is null or marital_status in
        ('single', 'married', 'civil_partnership', 'divorced', 'widowed', 'prefer_not_to_say')`,
    )
    .execute();

  /** id, owner (cascading), order and timestamps: what every list-section table starts with. */
  const itemTable = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull());

  /** From–to of dated sections: an end date exactly when the entry is not current, never before the start. */
  const withPeriod = <C extends string>(table: CreateTableBuilder<string, C>, name: string) =>
    table
      .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('end_date', 'varchar(10)')
      .addColumn('is_current', 'integer', (c) => c.notNull().defaultTo(0))
      .addCheckConstraint(
        `${name}_period_check`,
        sql`(is_current = 1 and end_date is null) or (is_current = 0 and end_date is not null and end_date >= start_date)`,
      );

  await itemTable('cv_skills')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('level', 'varchar(20)', (c) => c.notNull())
    .addColumn('years', 'integer')
    .addCheckConstraint('cv_skills_level_check', sql`level in ('beginner', 'intermediate', 'advanced', 'expert')`)
    .execute();

  await itemTable('cv_hobbies_and_interests')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(1000)')
    .execute();

  await itemTable('cv_languages')
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('proficiency', 'varchar(10)', (c) => c.notNull())
    .addCheckConstraint(
      'cv_languages_proficiency_check',
      sql`proficiency in ('a1', 'a2', 'b1', 'b2', 'c1', 'c2', 'native')`,
    )
    // Also the index for the seeker's list (user_id leads).
    .addUniqueConstraint('cv_languages_user_language_unique', ['user_id', 'language'])
    .execute();

  await itemTable('cv_references')
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('relationship', 'varchar(100)', (c) => c.notNull())
    .addColumn('company', 'varchar(150)')
    .addColumn('job_title', 'varchar(150)')
    .addColumn('email', 'varchar(254)')
    .addColumn('phone', 'varchar(20)')
    .addColumn('may_contact', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withPeriod(
    itemTable('cv_work_experience')
      .addColumn('employer', 'varchar(150)', (c) => c.notNull())
      .addColumn('job_title', 'varchar(150)', (c) => c.notNull())
      .addColumn('employment_type', 'varchar(80)')
      .addColumn('location', 'varchar(150)')
      .addColumn('description', 'varchar(5000)')
      .addColumn('achievements', 'text', (c) => c.notNull().defaultTo('[]')),
    'cv_work_experience',
  ).execute();

  await withPeriod(
    itemTable('cv_voluntary_services')
      .addColumn('organisation', 'varchar(150)', (c) => c.notNull())
      .addColumn('role', 'varchar(150)', (c) => c.notNull())
      .addColumn('description', 'varchar(5000)'),
    'cv_voluntary_services',
  ).execute();

  await withPeriod(
    itemTable('cv_education_history')
      .addColumn('institution', 'varchar(150)', (c) => c.notNull())
      .addColumn('qualification', 'varchar(150)', (c) => c.notNull())
      .addColumn('field_of_study', 'varchar(150)')
      .addColumn('grade', 'varchar(50)')
      .addColumn('description', 'varchar(5000)'),
    'cv_education_history',
  ).execute();

  for (const table of LIST_TABLES) {
    if (table === 'cv_languages') continue; // its unique (user_id, language) index serves
    await db.schema.createIndex(`${table}_user_idx`).on(table).column('user_id').execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [...LIST_TABLES].reverse()) await db.schema.dropTable(table).ifExists().execute();
  await db.schema.dropTable('cv_profiles').ifExists().execute();
}
