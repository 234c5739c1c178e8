import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed Kysely<any> by design
type AnyDb = Kysely<any>;

export async function up(_db: AnyDb): Promise<void> {
  // filled in by its feature: applications, CV actions, employments
}

export async function down(_db: AnyDb): Promise<void> {
  // filled in by its feature
}
