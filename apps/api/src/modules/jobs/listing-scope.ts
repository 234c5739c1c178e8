import { type Kysely, type RawBuilder, sql, SqliteAdapter } from 'kysely';

import type { Executor } from '../../db/database';

/* What the read model's writers (job-listings.ts, job-search-dictionary.ts) share: their executor and their scope. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- also called from migrations (Kysely<any>)
export type AnyExecutor = Executor | Kysely<any>;

export const isSqlite = (db: AnyExecutor): boolean => db.getExecutor().adapter instanceof SqliteAdapter;

/** Which jobs a refresh recomputes. */
export type ListingScope = { jobIds: readonly string[] } | { providerId: string } | 'all';

/** The scope as a condition on a job id column and a provider id column. */
export const scopeOn = (scope: ListingScope, jobColumn: string, providerColumn: string): RawBuilder<boolean> => {
  if (scope === 'all') return sql<boolean>`1 = 1`;
  if ('providerId' in scope) return sql<boolean>`${sql.ref(providerColumn)} = ${scope.providerId}`;
  return sql<boolean>`${sql.ref(jobColumn)} in (${sql.join(scope.jobIds.map((id) => sql`${id}`))})`;
};
