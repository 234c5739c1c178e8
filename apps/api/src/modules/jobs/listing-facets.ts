import { type RawBuilder, sql } from 'kysely';

import type { ListingFilter } from './job-board.types';

/*
 * Facets: the board's filters as words of the listing's search index (docs/decisions/0014-job-listings.md, "Facets
 * in the search index"). Each listing's index holds a few made-up words besides its text — `zzkde` for country DE,
 * `zzlremote` for a remote job, `zzcsoftwaredevelopment` for its category, `zzefulltime` for its employment type,
 * and `zzs50` … for each salary step its range reaches — so a search with filters is one query of the index (an
 * intersection of posting lists), and its capped count never reads a listing row. The filter's conditions on the
 * row stay in the queries, so a facet only narrows what the index hands over; it never decides alone.
 *
 * Facet words are letters and digits only (both engines' tokenizers keep them whole) and start with `zz`, which no
 * word of the four languages does. They are written by SQL from the listing's own columns (listingFacetText), and
 * asked for by the same names (facetWords); a test holds the two together.
 */

/** Salary steps in thousands: a listing gets the word of every step its range reaches (coalesce(max, min) ≥ step). */
export const SALARY_STEPS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 120, 150, 200] as const;

/** A reference value as a facet word's tail: lower case, the hyphens of slugs removed. */
const tail = (value: string): string => value.toLowerCase().replace(/-/g, '');

/** The facet words of a listing's values (what listingFacetText writes, for one row in TypeScript). */
export function listingFacetWords(row: {
  category: string;
  employment_type: string;
  location_type: string;
  country_code: string | null;
  salary_min: number | null;
  salary_max: number | null;
}): string[] {
  const top = row.salary_max ?? row.salary_min;
  return [
    `zzc${tail(row.category)}`,
    `zze${tail(row.employment_type)}`,
    `zzl${tail(row.location_type)}`,
    ...(row.country_code ? [`zzk${tail(row.country_code)}`] : []),
    ...SALARY_STEPS.filter((step) => top !== null && top >= step * 1000).map((step) => `zzs${step}`),
  ];
}

/**
 * The facet words of the listing columns under `alias` as one space-separated text, in SQL (SQLite and
 * PostgreSQL): what the search index is given for each listing.
 */
export function listingFacetText(alias: string): RawBuilder<string> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const slug = (name: string) => sql`lower(replace(${column(name)}, '-', ''))`;
  const top = sql`coalesce(${column('salary_max')}, ${column('salary_min')})`;
  const steps = SALARY_STEPS.map(
    (step) => sql`case when ${top} >= ${sql.lit(step * 1000)} then ${sql.lit(` zzs${step}`)} else '' end`,
  );
  const parts = [
    sql`'zzc' || ${slug('category')}`,
    sql`' zze' || ${slug('employment_type')}`,
    sql`' zzl' || ${slug('location_type')}`,
    sql`coalesce(' zzk' || lower(${column('country_code')}), '')`,
    ...steps,
  ];
  // Both engines give NULL for a NULL part of ||, hence the coalesce and the cases.
  return sql<string>`(${sql.join(parts, sql` || `)})`;
}

/**
 * The facet words a filter asks for, and whether they say all it says (`exact`): then the search index alone
 * answers which listings match the filter (a count reads no row). The deadline is not a filter here (see
 * searchJobs); a city, state, currency or company is checked on the row only.
 */
export function facetWords(filter: ListingFilter): {
  words: string[];
  exact: boolean;
  /** The filters whose facet word says exactly what their condition on the row says. */
  covered: Set<keyof ListingFilter>;
} {
  const words: string[] = [];
  const covered = new Set<keyof ListingFilter>();
  const add = (key: keyof ListingFilter, word: string) => {
    // Only letters and digits reach the search query; a value with others is checked on the row alone.
    if (!/^[a-z0-9]+$/.test(word)) return false;
    words.push(word);
    covered.add(key);
    return true;
  };
  let exact = !filter.state_code && !filter.city && !filter.salary_currency && !filter.provider_id;
  for (const [key, prefix] of [
    ['category', 'zzc'],
    ['employment_type', 'zze'],
    ['location_type', 'zzl'],
    ['country_code', 'zzk'],
  ] as const) {
    const value = filter[key];
    if (value && !add(key, `${prefix}${tail(value)}`)) exact = false;
  }
  if (filter.salary_min !== undefined) {
    const wish = filter.salary_min;
    const step = [...SALARY_STEPS].reverse().find((candidate) => candidate * 1000 <= wish);
    if (step !== undefined) add('salary_min', `zzs${step}`);
    if (step === undefined || step * 1000 !== wish) {
      exact = false;
      covered.delete('salary_min');
    }
  }
  return { words, exact, covered };
}
