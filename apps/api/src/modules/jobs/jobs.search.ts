import { jobSearchColumns, type JobSearchSource, type SearchLanguage, type SearchPlan } from './search';

/*
 * The glue between the board and the search library (docs/decisions/0015-multilingual-search.md): jobs and
 * companies are indexed as analyzed tokens (search/index-text.ts: jobSearchColumns, nameSearchText), a query is
 * planned against the listed jobs' vocabulary (planSearch), and the board runs the plan's expressions as bound
 * parameters — user input never reaches MATCH or to_tsquery as syntax (the tokenizer keeps letters and digits
 * only, and every token is quoted).
 */

export { nameSearchText } from './search';

/** Lower-case, accents removed (é → e, ü → u), whitespace collapsed: the city filter's form (search_city). */
export const normalizeSearchText = (value: string): string =>
  value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Every search column of a job as written with it: the analyzed fields and the normalized city. The language is
 * detected from the text unless given.
 */
export const jobSearchFields = (job: JobSearchSource, language?: SearchLanguage) => ({
  ...jobSearchColumns(job, language),
  search_city: job.city === null ? null : normalizeSearchText(job.city),
});

/** A search ready for either engine's index. */
export interface SearchTerms {
  /** For `job_listings_fts MATCH ?`. */
  fts5: string;
  /** For `to_tsquery('simple', ?)`. */
  tsquery: string;
  /** The document count of each phrase of `fts5` (SearchPlan.fts5Counts), for SQLite's ranking; null when unknown. */
  counts: number[] | null;
  /** The query as corrected, when a word was replaced (meta.corrected_query); null otherwise. */
  corrected: string | null;
  /** About which share of the listings match (SearchPlan.estimatedShare); null when unknown. */
  share: number | null;
  /** How many listings match at least, known without a query (SearchPlan.knownMatches). */
  atLeast: number;
  /** How many listings there are (the vocabulary's documents); null when unknown. */
  listings: number | null;
  /** The smallest and largest listed_key of those listings; null when unknown. */
  keys: { min: number; max: number } | null;
}

/** A plan as the board runs it: 'nothing' when the query holds no searchable word (it matches no job). */
export function searchTermsOf(
  plan: SearchPlan,
  listings: { count: number; keys: { min: number; max: number } | null } | null = null,
): SearchTerms | 'nothing' {
  if (plan.fts5 === null || plan.tsquery === null) return 'nothing';
  return {
    fts5: plan.fts5,
    tsquery: plan.tsquery,
    counts: plan.fts5Counts,
    corrected: plan.correctedQuery,
    share: plan.estimatedShare,
    atLeast: plan.knownMatches,
    listings: listings?.count ?? null,
    keys: listings?.keys ?? null,
  };
}
