import type { SearchLanguage } from './languages.js';
import {
  SNOWBALL_STOP_WORDS_DE,
  SNOWBALL_STOP_WORDS_EN,
  SNOWBALL_STOP_WORDS_FR,
  SNOWBALL_STOP_WORDS_PT,
} from './snowball-stop-words.js';
import { foldText } from './tokenize.js';

/*
 * Snowball's stop words with a few changes for job ads:
 * - KEEP (searchable after all): English "it" (IT support, IT-Administrator); French "c" (the C language; the
 *   elided c' of "c'est" is removed by the tokenizer before stop words are looked at).
 * - EXTRA: the gender marks of German and French job titles — (m/w/d), (w/m/x), Entwickler:innen, (H/F) — which
 *   say nothing about the job.
 */
const KEEP: Record<SearchLanguage, readonly string[]> = { en: ['it'], de: [], fr: ['c'], pt: [] };
const EXTRA: Record<SearchLanguage, readonly string[]> = {
  en: [],
  de: ['m', 'w', 'd', 'x', 'innen'],
  fr: ['h', 'f'],
  pt: [],
};
const LISTS: Record<SearchLanguage, string> = {
  en: SNOWBALL_STOP_WORDS_EN,
  de: SNOWBALL_STOP_WORDS_DE,
  fr: SNOWBALL_STOP_WORDS_FR,
  pt: SNOWBALL_STOP_WORDS_PT,
};

/** Each list holds the words as written and folded (été and ete), so a query typed without accents is read alike. */
const build = (language: SearchLanguage): ReadonlySet<string> => {
  const keep = new Set(KEEP[language]);
  const words = [...LISTS[language].split(' '), ...EXTRA[language]].filter((word) => word && !keep.has(word));
  return new Set(words.flatMap((word) => [word, foldText(word)]).filter((word) => !keep.has(word)));
};

export const STOP_WORDS: Record<SearchLanguage, ReadonlySet<string>> = {
  en: build('en'),
  de: build('de'),
  fr: build('fr'),
  pt: build('pt'),
};

/** Whether a lower-case word (accents kept or folded) is a stop word of the language. */
export const isStopWord = (word: string, language: SearchLanguage): boolean => STOP_WORDS[language].has(word);
