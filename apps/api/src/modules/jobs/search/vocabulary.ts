/*
 * The words the index holds, with how many jobs hold each (docs/decisions/0015-multilingual-search.md): built
 * from (term, document count) pairs — SQLite's fts5vocab, PostgreSQL's ts_stat, or the app's own counts — and
 * used to forgive typos and to complete words.
 *
 * Terms are kept sorted in one array. A prefix is a range of it (binary search). Typos are found by walking the
 * sorted terms as if they were a trie: the edit-distance row of a prefix is computed once for every term that
 * shares it, and a whole range of terms is skipped as soon as its prefix is already too far from the word
 * (the classic trie + Levenshtein automaton search, without building the trie). Edits are insertions, deletions,
 * substitutions and transpositions of neighbours (jvaa → java), each costing 1.
 */

import { ITEMS_PER_STEP, runAtOnce, runInSlices, sortInSteps } from './time-slices.js';

export interface VocabularyEntry {
  term: string;
  /** The number of documents (jobs) that hold it. */
  count: number;
}

export interface Correction extends VocabularyEntry {
  distance: number;
}

/**
 * How many typos a word of this length may hold, as Typesense and Meilisearch count them: none below 4
 * characters (too many short words are one edit apart), 1 up to 7, 2 from 8.
 */
export const typoBudget = (length: number): number => (length < 4 ? 0 : length < 8 ? 1 : 2);

/** Completions cached for every prefix up to this length (the ranges that are long), this many each. */
const CACHED_PREFIX_LENGTH = 3;
const CACHED_COMPLETIONS = 10;

const byCountThenTerm = (a: VocabularyEntry, b: VocabularyEntry): number =>
  b.count - a.count || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0);

const isPair = (entry: VocabularyEntry | readonly [string, number]): entry is readonly [string, number] =>
  Array.isArray(entry);

const byTerm = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export class Vocabulary {
  private terms: string[] = [];
  private counts = new Float64Array(0);
  private readonly index = new Map<string, number>();
  private readonly topByPrefix = new Map<string, number[]>();
  private maxTermLength = 0;

  private constructor() {}

  /** The build, in steps (time-slices.ts): the constructor's work, which fromEntriesInSlices spreads out. */
  private *build(entries: Iterable<VocabularyEntry | readonly [string, number]>): Generator<void, void> {
    const merged = new Map<string, number>();
    let seen = 0;
    for (const entry of entries) {
      const [term, count] = isPair(entry) ? entry : [entry.term, entry.count];
      if (term) merged.set(term, (merged.get(term) ?? 0) + count);
      if (++seen % ITEMS_PER_STEP === 0) yield;
    }
    // Compared in UTF-16 code units, as < does (binary searches below rely on it).
    const terms = [...merged.keys()];
    yield* sortInSteps(terms, byTerm);
    this.terms = terms;
    this.counts = new Float64Array(terms.length);
    let maxLength = 0;
    for (let i = 0; i < terms.length; i++) {
      const term = terms[i] ?? '';
      this.counts[i] = merged.get(term) ?? 0;
      this.index.set(term, i);
      maxLength = Math.max(maxLength, term.length);
      if ((i + 1) % ITEMS_PER_STEP === 0) yield;
    }
    this.maxTermLength = maxLength;
    yield* this.cacheShortPrefixes();
  }

  /** From (term, count) pairs; a term given twice adds its counts. */
  static fromEntries(entries: Iterable<VocabularyEntry | readonly [string, number]>): Vocabulary {
    const vocabulary = new Vocabulary();
    runAtOnce(vocabulary.build(entries));
    return vocabulary;
  }

  /** fromEntries without holding the event loop: the server's dictionary reloads (time-slices.ts). */
  static async fromEntriesInSlices(entries: Iterable<VocabularyEntry | readonly [string, number]>): Promise<Vocabulary> {
    const vocabulary = new Vocabulary();
    await runInSlices(vocabulary.build(entries));
    return vocabulary;
  }

  /** The vocabulary of a set of analyzed documents: each term counted once per document. */
  static fromDocuments(documents: Iterable<readonly string[]>): Vocabulary {
    const counts = new Map<string, number>();
    for (const tokens of documents) for (const term of new Set(tokens)) counts.set(term, (counts.get(term) ?? 0) + 1);
    return Vocabulary.fromEntries(counts);
  }

  get size(): number {
    return this.terms.length;
  }

  has(term: string): boolean {
    return this.index.has(term);
  }

  count(term: string): number {
    const i = this.index.get(term);
    return i === undefined ? 0 : (this.counts[i] ?? 0);
  }

  /** Whether some term starts with the prefix (the term itself included). */
  hasPrefix(prefix: string): boolean {
    const [from, to] = this.prefixRange(prefix);
    return to > from;
  }

  /** The most frequent terms that start with the prefix (the prefix itself included), most frequent first. */
  complete(prefix: string, limit = CACHED_COMPLETIONS): VocabularyEntry[] {
    if (limit <= 0) return [];
    const cached = prefix.length <= CACHED_PREFIX_LENGTH ? this.topByPrefix.get(prefix) : undefined;
    if (prefix.length > 0 && prefix.length <= CACHED_PREFIX_LENGTH && limit <= CACHED_COMPLETIONS) {
      return (cached ?? []).slice(0, limit).map((i) => this.entry(i));
    }
    const [from, to] = this.prefixRange(prefix);
    return this.topOf(from, to, limit).map((i) => this.entry(i));
  }

  /**
   * The known terms nearest to a word: the word itself when it is known (a known word is never "corrected");
   * otherwise the terms within its typo budget (or `maxDistance`), nearest first, then the most frequent.
   */
  correct(word: string, { limit = 3, maxDistance }: { limit?: number; maxDistance?: number } = {}): Correction[] {
    const known = this.index.get(word);
    if (known !== undefined) return [{ ...this.entry(known), distance: 0 }];
    const budget = Math.min(maxDistance ?? typoBudget(word.length), 2);
    if (budget <= 0 || limit <= 0) return [];
    return this.search(word, budget)
      .sort((a, b) => a.distance - b.distance || byCountThenTerm(a, b))
      .slice(0, limit);
  }

  private entry(i: number): VocabularyEntry {
    return { term: this.terms[i] ?? '', count: this.counts[i] ?? 0 };
  }

  /** [from, to): the indexes of the terms that start with the prefix. */
  private prefixRange(prefix: string): [number, number] {
    const from = this.lowerBound(prefix, 0);
    let lo = from;
    let hi = this.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.terms[mid] ?? '').startsWith(prefix)) lo = mid + 1;
      else hi = mid;
    }
    return [from, lo];
  }

  private lowerBound(value: string, from: number): number {
    let lo = from;
    let hi = this.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.terms[mid] ?? '') < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The indexes of the `limit` most frequent terms in [from, to), most frequent first. */
  private topOf(from: number, to: number, limit: number): number[] {
    const top: number[] = [];
    const { counts, terms } = this;
    const better = (a: number, b: number): boolean => {
      const ca = counts[a] ?? 0;
      const cb = counts[b] ?? 0;
      return ca !== cb ? ca > cb : (terms[a] ?? '') < (terms[b] ?? '');
    };
    for (let i = from; i < to; i++) {
      if (top.length === limit) {
        const last = top[limit - 1] ?? i;
        if (!better(i, last)) continue;
        top.pop();
      }
      let at = top.length;
      while (at > 0 && better(i, top[at - 1] ?? i)) at--;
      top.splice(at, 0, i);
    }
    return top;
  }

  private *cacheShortPrefixes(): Generator<void, void> {
    for (let length = 1; length <= CACHED_PREFIX_LENGTH; length++) {
      let start = 0;
      while (start < this.terms.length) {
        const term = this.terms[start] ?? '';
        if (term.length < length) {
          start++;
          continue;
        }
        const prefix = term.slice(0, length);
        let end = start + 1;
        while (end < this.terms.length && (this.terms[end] ?? '').startsWith(prefix)) end++;
        this.topByPrefix.set(prefix, this.topOf(start, end, CACHED_COMPLETIONS));
        start = end;
        yield;
      }
    }
  }

  /** Every term within `maxDistance` edits of the word (optimal string alignment distance). */
  private search(word: string, maxDistance: number): Correction[] {
    const n = word.length;
    const depthLimit = Math.min(this.maxTermLength, n + maxDistance);
    const tooFar = maxDistance + 1;
    const rows: Int32Array[] = [Int32Array.from({ length: n + 1 }, (_, j) => Math.min(j, tooFar))];
    for (let d = 1; d <= depthLimit; d++) rows.push(new Int32Array(n + 1).fill(tooFar));
    const found: Correction[] = [];
    let previous = '';
    let valid = 0; // rows[0..valid] hold the rows of previous's first `valid` characters
    let i = 0;
    while (i < this.terms.length) {
      const term = this.terms[i] ?? '';
      let depth = 0;
      const shared = Math.min(valid, term.length, previous.length);
      while (depth < shared && term.charCodeAt(depth) === previous.charCodeAt(depth)) depth++;
      let prunedAt = 0;
      for (let d = depth + 1; d <= term.length; d++) {
        if (d > depthLimit) {
          prunedAt = d;
          break;
        }
        const row = rows[d] as Int32Array;
        const above = rows[d - 1] as Int32Array;
        const c = term.charCodeAt(d - 1);
        // Only the band |d - j| <= maxDistance can hold a distance within reach; its edges are "too far".
        const lo = Math.max(1, d - maxDistance);
        const hi = Math.min(n, d + maxDistance);
        row[0] = d;
        if (lo > 1) row[lo - 1] = tooFar;
        if (hi < n) row[hi + 1] = tooFar;
        let rowMin = lo === 1 ? d : tooFar;
        for (let j = lo; j <= hi; j++) {
          const wc = word.charCodeAt(j - 1);
          let v = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + (c === wc ? 0 : 1));
          if (d > 1 && j > 1 && c === word.charCodeAt(j - 2) && term.charCodeAt(d - 2) === wc) {
            v = Math.min(v, ((rows[d - 2] as Int32Array)[j - 2] ?? 0) + 1);
          }
          row[j] = v;
          if (v < rowMin) rowMin = v;
        }
        if (rowMin > maxDistance) {
          prunedAt = d;
          break;
        }
      }
      previous = term;
      if (prunedAt > 0) {
        // No term that starts with term[0..prunedAt) can come within reach: skip them all.
        valid = prunedAt - 1;
        const prefix = term.slice(0, prunedAt);
        let lo = i + 1;
        let hi = this.terms.length;
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if ((this.terms[mid] ?? '').startsWith(prefix)) lo = mid + 1;
          else hi = mid;
        }
        i = lo;
        continue;
      }
      valid = term.length;
      const distance = (rows[term.length] as Int32Array)[n] ?? Number.POSITIVE_INFINITY;
      if (distance <= maxDistance) found.push({ ...this.entry(i), distance });
      i++;
    }
    return found;
  }
}
