import { JOB_SEARCH_MAX_TERMS } from '@hireway/shared';
import type * as Snowball from 'snowball-stemmers';
import type { SnowballStemmer } from 'snowball-stemmers';

import { lazyPackage } from '../../../core/lazy-package';
import { SEARCH_LANGUAGES, type SearchLanguage } from './languages.js';
import { isStopWord } from './stop-words.js';
import { foldText, splitWords } from './tokenize.js';

/*
 * The analyzer: text → the tokens both engines index (docs/decisions/0015-multilingual-search.md).
 * A word is lower-cased, dropped if it is a stop word of the job's language, stemmed with that language's Snowball
 * stemmer (accents still on: the stemmers need them) and then folded (accents removed, ß → ss). Queries go through
 * the same steps, once per language, because a query does not say which language it is in.
 */

const SNOWBALL_ALGORITHMS: Record<SearchLanguage, string> = {
  en: 'english',
  de: 'german',
  fr: 'french',
  pt: 'portuguese',
};

/*
 * German job titles name both genders: Entwickler / Entwicklerin / Entwicklerinnen, Ingenieurin, Architektin.
 * Snowball's German stemmer keeps the feminine -in/-innen, so it is removed first — only after the endings of
 * person nouns, so Berlin, Termin, Medizin and Admin stay whole.
 */
const GERMAN_FEMININE = /^(.{2,}(?:er|eur|or|ent|ant|ist|kt|og|ot|at|zt))(?:in|innen)$/u;

const CACHE_LIMIT = 50_000;

/** The Snowball stemmers load with the first text analyzed (or the warm-up after the server listens), not at start. */
const snowball = lazyPackage<typeof Snowball>('snowball-stemmers');

class Stemmer {
  private readonly stemmer: SnowballStemmer;
  private readonly cache = new Map<string, string>();

  constructor(private readonly language: SearchLanguage) {
    this.stemmer = snowball().newStemmer(SNOWBALL_ALGORITHMS[language]);
  }

  /** The folded stem of a lower-case word. Job texts repeat their words, so stems are cached (bounded). */
  stem(word: string): string {
    const cached = this.cache.get(word);
    if (cached !== undefined) return cached;
    let input = word;
    if (this.language === 'de') input = input.replace(GERMAN_FEMININE, '$1');
    const stem = /^\p{N}+$/u.test(input) ? input : foldText(this.stemmer.stem(input));
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(word, stem);
    return stem;
  }
}

const stemmers = new Map<SearchLanguage, Stemmer>();
const stemmerFor = (language: SearchLanguage): Stemmer => {
  let stemmer = stemmers.get(language);
  if (!stemmer) {
    stemmer = new Stemmer(language);
    stemmers.set(language, stemmer);
  }
  return stemmer;
};

/** The folded Snowball stem of one lower-case word in a language (entwicklerinnen → entwickl). */
export const stemWord = (word: string, language: SearchLanguage): string => stemmerFor(language).stem(word);

export interface AnalyzeDocumentOptions {
  /**
   * Also index the folded word as written when it differs from its stem (developers → develop, developers), so
   * that a prefix typed past the stem still finds it ("engineeri" → engineering) and completions and corrections
   * can offer readable words. Default true; the query side works either way.
   */
  surfaceForms?: boolean;
}

/**
 * A job's text as the tokens to index, in order (repeated words repeat: ranking counts them). Join them with
 * spaces for the engines' column of analyzed text.
 */
export function analyzeDocument(
  text: string,
  language: SearchLanguage,
  { surfaceForms = true }: AnalyzeDocumentOptions = {},
): string[] {
  const stemmer = stemmerFor(language);
  const tokens: string[] = [];
  for (const word of splitWords(text, 'document')) {
    if (word.isTech) {
      tokens.push(word.text);
      continue;
    }
    if (isStopWord(word.text, language)) continue;
    const stem = stemmer.stem(word.text);
    if (!stem) continue;
    tokens.push(stem);
    if (surfaceForms) {
      const surface = foldText(word.text);
      if (surface !== stem) tokens.push(surface);
    }
  }
  return tokens;
}

export interface QueryTerm {
  /** The word as typed, lower case (for "Showing results for …"): "développeurs". */
  raw: string;
  /** Folded as the index stores words: "developpeurs". */
  text: string;
  /** Its folded stem in each language; a language where the word is a stop word is missing. */
  stems: Partial<Record<SearchLanguage, string>>;
  /** A technology's name (cplusplus, csharp, dotnet): matched as it is, never corrected. */
  isTech: boolean;
}

export interface AnalyzedQuery {
  /** The distinct searchable words, in order, at most JOB_SEARCH_MAX_TERMS. */
  terms: QueryTerm[];
  /** The last term is still being typed: match it as a prefix too. */
  lastIsPrefix: boolean;
  /** The languages the query is read in: the one given, or all four. */
  languages: SearchLanguage[];
}

/**
 * A query as terms. Without a language it is read in every language (each term carries its stem in each), and a
 * word is dropped only when it is a stop word in all of them ("the" goes, "die" stays: it is German's article
 * but an English verb). The last word is kept even then when it may be the start of a longer word.
 */
export function analyzeQuery(q: string, language?: SearchLanguage): AnalyzedQuery {
  const languages = language ? [language] : [...SEARCH_LANGUAGES];
  const endsInWord = /[\p{L}\p{N}+#]$/u.test(q.normalize('NFC').trimEnd()) && !/\s$/u.test(q);
  const words = splitWords(q, 'query');
  const seen = new Set<string>();
  const terms: QueryTerm[] = [];
  words.forEach((word, index) => {
    const text = word.isTech ? word.text : foldText(word.text);
    if (seen.has(text) || terms.length >= JOB_SEARCH_MAX_TERMS) return;
    const stems: Partial<Record<SearchLanguage, string>> = {};
    for (const lang of languages) {
      if (word.isTech) stems[lang] = word.text;
      else if (!isStopWord(word.text, lang)) stems[lang] = stemWord(word.text, lang);
    }
    const isLast = index === words.length - 1;
    if (Object.keys(stems).length === 0 && !(isLast && endsInWord)) return;
    seen.add(text);
    terms.push({ raw: word.text, text, stems, isTech: word.isTech });
  });
  const lastWord = words.at(-1);
  const lastIsPrefix = endsInWord && terms.length > 0 && lastWord !== undefined && terms.at(-1)?.raw === lastWord.text;
  return { terms, lastIsPrefix, languages };
}
