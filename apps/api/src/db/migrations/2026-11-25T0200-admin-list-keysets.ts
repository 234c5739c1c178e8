import type { Kysely } from 'kysely';

/*
 * Keyset pages of the admin users list (newest first: created_at, id — docs/decisions/0001 and paging.ts): the
 * row-value condition and the order are read from this index, so a deep page costs what the first one costs.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed Kysely<any> by design
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('users_created_id_idx').on('users').columns(['created_at', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('users_created_id_idx').ifExists().execute();
}
