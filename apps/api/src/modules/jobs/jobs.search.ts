import { JOB_SEARCH_MAX_TERMS } from '@hireway/shared';

/*
 * Portable job search (docs/decisions/0007-job-search.md): the searched text is kept in normalized copies
 * (search_title, search_body, search_skills on job_posts; search_name on provider_profiles), written by the
 * application on every write, and matched with `LIKE '%term%'` per term on SQLite and PostgreSQL alike.
 * Normalizing in JavaScript (not with SQL lower()) makes both engines agree on non-ASCII text: SQLite's lower()
 * folds ASCII only.
 */

/** Lower-case, accents removed (é → e, ü → u), whitespace collapsed: the one form stored and searched. */
export const normalizeSearchText = (value: string): string =>
  value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The skills as one searchable string; ' | ' keeps a term from matching across two skills. */
export const skillsSearchText = (skills: readonly string[]): string => skills.map(normalizeSearchText).join(' | ');

/** The distinct words of a query, normalized, at most JOB_SEARCH_MAX_TERMS (the rest is ignored). */
export const searchTerms = (q: string): string[] =>
  [...new Set(normalizeSearchText(q).split(' ').filter(Boolean))].slice(0, JOB_SEARCH_MAX_TERMS);

/** `%term%` for LIKE, with \ escaping the wildcards % and _ (used with `escape '\'`). */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
