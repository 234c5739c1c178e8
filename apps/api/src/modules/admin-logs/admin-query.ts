import type { AdminUserRef } from '@hireway/shared';
import { sql, type RawBuilder } from 'kysely';

/** Helpers the admin console's lists share: whole-day ranges, "contains" filters and user references. */

/** `from`..`to` as whole UTC days, both included: [from 00:00, the day after `to` 00:00). Timestamps are ISO strings. */
export function dayBounds(from?: string, to?: string): { start?: string; end?: string } {
  const bounds: { start?: string; end?: string } = {};
  if (from) bounds.start = `${from}T00:00:00.000Z`;
  if (to) {
    const next = new Date(`${to}T00:00:00.000Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    bounds.end = next.toISOString();
  }
  return bounds;
}

/** A LIKE pattern that matches `value` literally (with `escape '\'`), lower-cased for a case-insensitive match. */
export const likePattern = (value: string, mode: 'contains' | 'prefix'): string => {
  const escaped = value.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
  return mode === 'contains' ? `%${escaped}%` : `${escaped}%`;
};

/** `lower(column) like pattern escape '\'`, the same on SQLite and PostgreSQL. */
export const ilike = (column: string, pattern: string): RawBuilder<boolean> =>
  sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

export const userRef = (row: {
  user_id: string;
  user_email: string;
  user_first_name: string;
  user_last_name: string;
}): AdminUserRef => ({
  id: row.user_id,
  email: row.user_email,
  name: `${row.user_first_name} ${row.user_last_name}`.trim(),
});
