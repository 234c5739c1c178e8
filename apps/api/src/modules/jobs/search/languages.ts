/** The languages Hireway speaks, and so the languages a job is analyzed in (docs/decisions/0012-multilingual-search.md). */
export const SEARCH_LANGUAGES = ['en', 'de', 'fr', 'pt'] as const;
export type SearchLanguage = (typeof SEARCH_LANGUAGES)[number];

export const isSearchLanguage = (value: unknown): value is SearchLanguage =>
  typeof value === 'string' && (SEARCH_LANGUAGES as readonly string[]).includes(value);
