import { JOB_SEARCH_MAX_TERMS } from '@hireway/shared';

/*
 * Job search text (docs/decisions/0007-job-search.md). The application keeps normalized copies of the searched
 * text (search_title, search_body, search_skills, search_city on job_posts; search_name on provider_profiles):
 * PostgreSQL builds its tsvector from them, autocomplete and the city filter match them with LIKE. Normalizing in
 * JavaScript (not with SQL lower() or unaccent) makes both engines agree on non-ASCII text.
 *
 * User input never reaches MATCH or to_tsquery as syntax: it is cut into words of letters and digits (every
 * other character, FTS operators and quotes included, separates words), each word is quoted as a literal, all
 * must occur, and the last one is also matched as a prefix (search as you type).
 */

/** Lower-case, accents removed (é → e, ü → u), whitespace collapsed: the one form stored and searched. */
export const normalizeSearchText = (value: string): string =>
  value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The skills as one searchable string; ' | ' keeps a term from matching across two skills. */
export const skillsSearchText = (skills: readonly string[]): string => skills.map(normalizeSearchText).join(' | ');

/**
 * The distinct words of a query, normalized: runs of letters and digits (punctuation, symbols and operators
 * separate words), in order, at most JOB_SEARCH_MAX_TERMS (the rest is ignored). "C++ / Node.js" → c, node, js.
 */
export const searchTerms = (q: string): string[] =>
  [
    ...new Set(
      normalizeSearchText(q)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ].slice(0, JOB_SEARCH_MAX_TERMS);

/**
 * An FTS5 MATCH expression: every term as a quoted string (implicit AND), the last one as a prefix.
 * `["senior", "eng"]` → `"senior" "eng"*`. Terms hold letters and digits only; quotes are doubled anyway.
 */
export const fts5Query = (terms: readonly string[]): string =>
  terms.map((term, i) => `"${term.replace(/"/g, '""')}"${i === terms.length - 1 ? '*' : ''}`).join(' ');

/**
 * A PostgreSQL to_tsquery('simple', …) text: every term as a quoted lexeme joined with &, the last one a prefix.
 * `["senior", "eng"]` → `'senior' & 'eng':*`. Quotes and backslashes are escaped although terms cannot hold them.
 */
export const tsQuery = (terms: readonly string[]): string =>
  terms
    .map((term, i) => `'${term.replace(/['\\]/g, (c) => `\\${c}`)}'${i === terms.length - 1 ? ':*' : ''}`)
    .join(' & ');

/** `%term%` for LIKE, with \ escaping the wildcards % and _ (used with `escape '\'`). */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A search ready for either engine's index. */
export interface SearchTerms {
  /** The words searched (the last one also as a prefix). */
  words: string[];
  /** For `job_listings_fts MATCH`. */
  fts5: string;
  /** For `to_tsquery('simple', …)`. */
  tsquery: string;
  /** The query as corrected, when a word was replaced (meta.corrected_query); null otherwise. */
  corrected: string | null;
}

/**
 * The one place a typed query becomes index terms (the board calls nothing else): null when nothing was typed
 * (the whole board), 'nothing' when what was typed holds no word (matches nothing).
 */
export function analyzeQuery(q: string): SearchTerms | null | 'nothing' {
  if (q.trim() === '') return null;
  const words = searchTerms(q);
  if (words.length === 0) return 'nothing';
  return { words, fts5: fts5Query(words), tsquery: tsQuery(words), corrected: null };
}
