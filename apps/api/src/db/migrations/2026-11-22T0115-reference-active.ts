import type { Kysely } from 'kysely';

/* Reference items (industries, categories, employment and location types) can be deactivated by an admin (a flag, 0/1):
   pickers list active items only; rows that already name one keep it. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed Kysely<any> by design
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('reference_items')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('reference_items').dropColumn('active').execute();
}
