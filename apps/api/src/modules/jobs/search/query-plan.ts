import { analyzeQuery, type AnalyzedQuery, type QueryTerm, stemWord } from './analyzer.js';
import { SEARCH_LANGUAGES, type SearchLanguage } from './languages.js';
import { typoBudget, type Vocabulary } from './vocabulary.js';

/*
 * A person's query → what the engines run (docs/decisions/0015-multilingual-search.md).
 *
 * The query is read once per language (its stems and stop words in that language) and a job matches when it
 * holds every word of one reading: (all English stems) OR (all German stems) OR … — identical readings are
 * written once. The last word is also a prefix (as the person types: its folded form and its stems). A word the
 * vocabulary does not know is OR-ed with its nearest known terms (typos; never a known word), and
 * `correctedQuery` says what was searched for instead.
 *
 * Every token holds letters and digits only (the tokenizer makes sure), and is still quoted as a literal: no
 * user input is ever syntax.
 */

export interface PlannedTerm extends QueryTerm {
  /** Known terms searched for instead of (OR-ed with) a word the vocabulary does not hold. */
  corrections: string[];
  /** Matched as a prefix too. */
  isPrefix: boolean;
  /**
   * For a prefix, the vocabulary's most frequent terms that start with it, searched as whole terms instead of the
   * engines' prefix operator (which merges the postings of every such term before it can stop: hundreds of
   * milliseconds for a frequent prefix at a million jobs). Null without a vocabulary, or when it knows no such
   * term (then the prefix operator, which finds little).
   */
  completions: string[] | null;
}

/** How many completions of a prefix are searched (the way Typesense and Meilisearch bound prefix expansion). */
export const PREFIX_EXPANSIONS = 10;

export interface SearchPlan {
  query: AnalyzedQuery;
  terms: PlannedTerm[];
  /** For SQLite: `… MATCH ?`; null when the query has no searchable word (it then matches nothing). */
  fts5: string | null;
  /** For PostgreSQL: `… @@ to_tsquery('simple', ?)`; null likewise. */
  tsquery: string | null;
  /**
   * For SQLite's ranking (hireway_rank, decision 0038): the document count of each phrase of `fts5`, in order, from
   * the vocabulary; -1 where the engine must count it (a prefix, a term the vocabulary does not hold). Null without
   * a vocabulary or without a search.
   */
  fts5Counts: number[] | null;
  /** The query with each corrected word replaced by its best correction ("Showing results for …"); null if none. */
  correctedQuery: string | null;
  /**
   * About which share (0–1) of the `documents` documents match (estimateShare), from the vocabulary's document
   * counts; null without a vocabulary or without `documents`. The board picks its plan by it
   * (job-board.repository.ts).
   */
  estimatedShare: number | null;
  /**
   * How many documents match at least, known from the vocabulary alone: the largest document count of one term
   * that matches on its own (an alternative of a reading of one word); 0 when none is known.
   */
  knownMatches: number;
}

export interface PlanSearchOptions {
  /** Read the query in this language only (e.g. a board filtered to one language). */
  language?: SearchLanguage;
  /** How many corrections of one word are OR-ed with it. */
  maxCorrections?: number;
  /** How many documents the vocabulary counts over (the listed jobs), for `estimatedShare`. */
  documents?: number;
}

interface Alternative {
  token: string;
  prefix: boolean;
}

/** The corrections of a word the vocabulary does not know (nothing when it knows the word or one of its forms). */
function correctionsFor(term: QueryTerm, isPrefix: boolean, vocabulary: Vocabulary, limit: number): string[] {
  if (term.isTech) return [];
  const forms = [...new Set([term.text, ...Object.values(term.stems)])];
  const isKnown = forms.some((form) => (isPrefix ? vocabulary.hasPrefix(form) : vocabulary.has(form)));
  if (isKnown) return [];
  const budget = typoBudget(term.text.length);
  if (budget === 0) return [];
  // The word as typed first (the index holds surface forms too); its stems only when that finds nothing.
  const best = new Map<string, { term: string; count: number; distance: number }>();
  for (const group of [[term.text], forms.filter((form) => form !== term.text)]) {
    for (const form of group) {
      for (const candidate of vocabulary.correct(form, { limit, maxDistance: budget })) {
        const seen = best.get(candidate.term);
        if (!seen || candidate.distance < seen.distance) best.set(candidate.term, candidate);
      }
    }
    if (best.size > 0) break;
  }
  return [...best.values()]
    .sort((a, b) => a.distance - b.distance || b.count - a.count || (a.term < b.term ? -1 : 1))
    .slice(0, limit)
    .map((candidate) => candidate.term);
}

function alternatives(term: PlannedTerm, language: SearchLanguage): Alternative[] | null {
  const stem = term.stems[language];
  const list: Alternative[] = [];
  // The stem exactly, the word as typed also as a prefix: "manag" finds manager and management (their surface
  // forms, docs/decisions/0015), without the cost and noise of every word that starts like a short stem.
  if (stem !== undefined) list.push({ token: stem, prefix: false });
  if (term.isPrefix && !term.isTech) {
    if (term.completions === null) list.push({ token: term.text, prefix: true });
    else for (const completion of term.completions) list.push({ token: completion, prefix: false });
  }
  if (list.length === 0) return null; // a stop word in this language: not looked for
  for (const correction of term.corrections) {
    list.push({ token: correction, prefix: term.isPrefix && term.completions === null });
  }
  const unique = new Map<string, Alternative>();
  for (const alternative of list) {
    // A prefix match already covers the exact match of the same token.
    if (alternative.prefix) {
      unique.delete(alternative.token);
      unique.set(`${alternative.token}*`, alternative);
    } else if (!unique.has(`${alternative.token}*`)) {
      unique.set(alternative.token, alternative);
    }
  }
  return [...unique.values()];
}

const fts5Token = ({ token, prefix }: Alternative): string => `"${token.replace(/"/g, '""')}"${prefix ? '*' : ''}`;
const tsToken = ({ token, prefix }: Alternative): string =>
  `'${token.replace(/['\\]/g, (c) => `\\${c}`)}'${prefix ? ':*' : ''}`;

function expression(
  readings: Alternative[][][],
  token: (alternative: Alternative) => string,
  or: string,
  and: string,
): string | null {
  // One word in every reading: (a OR b) OR (c OR b) is one group (a OR b OR c), so no term is searched — and
  // ranked — twice (a word's stems in several languages are often the same).
  if (readings.length > 1 && readings.every((groups) => groups.length === 1)) {
    const union = [...new Set(readings.flatMap((groups) => groups.flatMap((group) => group.map(token))))];
    return union.length === 0 ? null : `(${union.join(or)})`;
  }
  const conjunctions = [
    ...new Set(readings.map((groups) => groups.map((group) => `(${group.map(token).join(or)})`).join(and))),
  ];
  if (conjunctions.length === 0) return null;
  return conjunctions.length === 1 ? (conjunctions[0] ?? null) : conjunctions.map((c) => `(${c})`).join(or);
}

/** A quoted FTS5 phrase of `expression` (tokens hold letters and digits only), with the prefix operator if any. */
const FTS5_PHRASE = /"((?:[^"]|"")*)"(\*?)/g;

/** The document counts of an FTS5 expression's phrases, in the order FTS5 numbers them (SearchPlan.fts5Counts). */
export function phraseCounts(fts5: string, vocabulary: Vocabulary): number[] {
  return [...fts5.matchAll(FTS5_PHRASE)].map(([, token = '', prefix]) => {
    const documents = prefix ? 0 : vocabulary.count(token.replace(/""/g, '"'));
    return documents > 0 ? documents : -1;
  });
}

/**
 * A correction as a person reads it: a stem that is no word of its own (quokk, the stem of quokka) is shown as its
 * most frequent word in the vocabulary that stems to it.
 */
function readableForm(term: string, vocabulary: Vocabulary | null): string {
  if (!vocabulary) return term;
  for (const { term: word } of vocabulary.complete(term, 10)) {
    if (word !== term && SEARCH_LANGUAGES.some((language) => stemWord(word, language) === term)) return word;
  }
  return term;
}

function correctedText(q: string, terms: PlannedTerm[], vocabulary: Vocabulary | null): string | null {
  if (!terms.some((term) => term.corrections.length > 0)) return null;
  let text = q.normalize('NFC').trim();
  let lower = text.toLowerCase();
  let from = 0;
  for (const term of terms) {
    const at = lower.indexOf(term.raw, from);
    if (at < 0) continue;
    const best = term.corrections[0];
    const replacement = best === undefined ? undefined : readableForm(best, vocabulary);
    if (replacement === undefined || lower.length !== text.length) {
      from = at + term.raw.length;
      continue;
    }
    text = `${text.slice(0, at)}${replacement}${text.slice(at + term.raw.length)}`;
    lower = text.toLowerCase();
    from = at + replacement.length;
  }
  return text;
}

/**
 * About how many documents match the readings: per reading, the share of documents holding each group (the sum of
 * its alternatives' document counts, at most all) multiplied as if the words were independent; of the readings
 * (one per language, mostly finding the same documents) the largest. A prefix left to the engine's operator
 * counts its own term only.
 */
function estimateShare(readings: Alternative[][][], vocabulary: Vocabulary, documents: number): number {
  if (documents <= 0) return 0;
  let largest = 0;
  for (const groups of readings) {
    let share = 1;
    for (const group of groups) {
      const held = group.reduce((sum, alternative) => sum + vocabulary.count(alternative.token), 0);
      share *= Math.min(1, held / documents);
    }
    largest = Math.max(largest, share);
  }
  return largest;
}

/** The largest document count of a term that is a match on its own (see SearchPlan.knownMatches). */
function knownMatches(readings: Alternative[][][], vocabulary: Vocabulary): number {
  let known = 0;
  for (const groups of readings) {
    if (groups.length !== 1) continue;
    for (const alternative of groups[0] ?? []) known = Math.max(known, vocabulary.count(alternative.token));
  }
  return known;
}

/**
 * Plans a search: analyzes the query, corrects unknown words against the vocabulary (pass null to search the
 * words as typed), and writes the FTS5 and tsquery expressions.
 */
export function planSearch(
  q: string,
  vocabulary: Vocabulary | null,
  { language, maxCorrections = 3, documents }: PlanSearchOptions = {},
): SearchPlan {
  const query = analyzeQuery(q, language);
  const terms: PlannedTerm[] = query.terms.map((term, i) => {
    const isPrefix = query.lastIsPrefix && i === query.terms.length - 1;
    const corrections = vocabulary ? correctionsFor(term, isPrefix, vocabulary, maxCorrections) : [];
    const found = isPrefix && vocabulary && !term.isTech ? vocabulary.complete(term.text, PREFIX_EXPANSIONS) : [];
    const completions = found.length > 0 ? found.map((entry) => entry.term) : null;
    return { ...term, isPrefix, corrections, completions };
  });
  const readings: Alternative[][][] = [];
  for (const lang of query.languages) {
    const groups = terms.map((term) => alternatives(term, lang)).filter((group) => group !== null);
    if (groups.length > 0) readings.push(groups);
  }
  const fts5 = expression(readings, fts5Token, ' OR ', ' AND ');
  return {
    query,
    terms,
    fts5,
    fts5Counts: vocabulary && fts5 !== null ? phraseCounts(fts5, vocabulary) : null,
    tsquery: expression(readings, tsToken, ' | ', ' & '),
    correctedQuery: correctedText(q, terms, vocabulary),
    estimatedShare: vocabulary && documents !== undefined ? estimateShare(readings, vocabulary, documents) : null,
    knownMatches: vocabulary ? knownMatches(readings, vocabulary) : 0,
  };
}
