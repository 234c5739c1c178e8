/* Multilingual job search: a pure library, no database (docs/decisions/0015-multilingual-search.md). */
export { analyzeDocument, analyzeQuery, stemWord } from './analyzer.js';
export type { AnalyzeDocumentOptions, AnalyzedQuery, QueryTerm } from './analyzer.js';
export { detectLanguage } from './detect-language.js';
export { SEARCH_LANGUAGES, isSearchLanguage } from './languages.js';
export type { SearchLanguage } from './languages.js';
export { planSearch } from './query-plan.js';
export type { PlanSearchOptions, PlannedTerm, SearchPlan } from './query-plan.js';
export { isStopWord } from './stop-words.js';
export { SuggestionIndex } from './suggestions.js';
export type { SuggestionSource } from './suggestions.js';
export { foldText, splitWords } from './tokenize.js';
export { Vocabulary, typoBudget } from './vocabulary.js';
export type { Correction, VocabularyEntry } from './vocabulary.js';
export { distinctTokens, jobSearchColumns, nameSearchText } from './index-text.js';
export type { JobSearchColumns, JobSearchSource } from './index-text.js';
