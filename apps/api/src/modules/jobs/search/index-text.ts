import { analyzeDocument } from './analyzer.js';
import { detectLanguage } from './detect-language.js';
import { SEARCH_LANGUAGES, type SearchLanguage } from './languages.js';

/*
 * What a job and a company are indexed as (docs/decisions/0015-multilingual-search.md, "For the read model"): the
 * analyzed tokens of each searched field, joined by spaces, written with the job (job_posts.search_*) and the
 * company (provider_profiles.search_name). Both engines index these columns as they are (FTS5 unicode61,
 * PostgreSQL 'simple'), so the two answer the same query with the same jobs.
 *
 * A job's fields are analyzed in the job's language (a query is read in every language, so the job's own reading
 * finds it). A company's name belongs to no job and no language: it is indexed with the forms of all four (a
 * handful of tokens).
 */

export interface JobSearchSource {
  title: string;
  description: string;
  skills: readonly string[];
  city: string | null;
}

export interface JobSearchColumns {
  search_language: SearchLanguage;
  search_title: string;
  search_skills: string;
  search_body: string;
  search_location: string;
}

/** A name's tokens in every language's forms, each once, in order. */
export function nameSearchText(name: string): string {
  const tokens = new Set<string>();
  for (const language of SEARCH_LANGUAGES) for (const token of analyzeDocument(name, language)) tokens.add(token);
  return [...tokens].join(' ');
}

/** The search columns of a job; its language is detected from its title and description. */
export function jobSearchColumns(job: JobSearchSource, language?: SearchLanguage): JobSearchColumns {
  const lang = language ?? detectLanguage(`${job.title}\n${job.description}`);
  return {
    search_language: lang,
    search_title: analyzeDocument(job.title, lang).join(' '),
    search_skills: job.skills.map((skill) => analyzeDocument(skill, lang).join(' ')).join(' '),
    search_body: analyzeDocument(job.description, lang).join(' '),
    search_location: job.city === null ? '' : analyzeDocument(job.city, lang).join(' '),
  };
}

/** The distinct tokens of some analyzed columns (a document's terms, for the vocabulary). */
export function distinctTokens(columns: readonly string[]): Set<string> {
  const tokens = new Set<string>();
  for (const column of columns) {
    for (const token of column.split(' ')) if (token) tokens.add(token);
  }
  return tokens;
}
