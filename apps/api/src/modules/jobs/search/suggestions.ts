import { AUTOCOMPLETE_MAX_SUGGESTIONS, type AutocompleteSuggestion } from '@hireway/shared';
import { ITEMS_PER_STEP, runAtOnce, runInSlices, sortInSteps } from './time-slices.js';
import { foldText } from './tokenize.js';

/*
 * Autocomplete from a phrase list held in memory (docs/decisions/0015-multilingual-search.md): the titles, skills
 * and company names of listed jobs with how many jobs use each. A phrase is suggested when it, or one of its
 * words, starts with what was typed (accents and case ignored): "kube" → Kubernetes, "eng" → "Senior Software
 * Engineer". Phrases that start with the text come first, then titles before skills before companies (as the
 * board's autocomplete always ranked), then the most used, then the shorter. A lookup is a binary search in a
 * sorted array of word starts; the short prefixes, whose ranges are long, have their answer kept at build time.
 */

export interface SuggestionSource extends AutocompleteSuggestion {
  /** How many listed jobs use this phrase. */
  count: number;
}

const KIND_ORDER: Record<AutocompleteSuggestion['kind'], number> = { title: 0, skill: 1, company: 2 };

/** Word starts are compared on at most this many characters; a longer query is checked against the phrase. */
const KEY_LENGTH = 40;
const CACHED_PREFIX_LENGTH = 3;

interface Phrase extends SuggestionSource {
  key: string;
}

interface Start {
  /** The phrase's folded text from a word start, cut to KEY_LENGTH. */
  key: string;
  phrase: number;
  /** 0: the phrase starts here; 1: a later word does. */
  match: 0 | 1;
}

/** Folded, with any run of spaces as one: the form phrases and queries are compared in. */
const normalize = (value: string): string => foldText(value).replace(/\s+/gu, ' ').trim();

/** A run of letters or digits: each one's first character is a word start. */
const WORD = /[\p{L}\p{N}]+/gu;

const byKeyThenPhrase = (a: Start, b: Start): number =>
  a.key < b.key ? -1 : a.key > b.key ? 1 : a.phrase - b.phrase;

export class SuggestionIndex {
  private phrases: Phrase[] = [];
  private readonly starts: Start[] = [];
  private readonly cached = new Map<string, AutocompleteSuggestion[]>();

  private constructor() {}

  /** The build, in steps (time-slices.ts): what buildInSlices spreads out. */
  private *fill(sources: Iterable<SuggestionSource>): Generator<void, void> {
    // One suggestion per folded text: the kind ranked first, and within it the spelling most used.
    const byKey = new Map<string, Phrase>();
    let seen = 0;
    for (const source of sources) {
      const key = normalize(source.value);
      const known = key ? byKey.get(key) : undefined;
      const order = KIND_ORDER[source.kind];
      if (
        key &&
        (!known || order < KIND_ORDER[known.kind] || (order === KIND_ORDER[known.kind] && source.count > known.count))
      ) {
        byKey.set(key, { value: source.value.trim(), kind: source.kind, count: source.count, key });
      }
      if (++seen % ITEMS_PER_STEP === 0) yield;
    }
    this.phrases = [...byKey.values()];
    for (const [index, phrase] of this.phrases.entries()) {
      // The phrase's start, and every later letter or digit that follows something else.
      this.starts.push({ key: phrase.key.slice(0, KEY_LENGTH), phrase: index, match: 0 });
      for (const word of phrase.key.matchAll(WORD)) {
        if (word.index > 0) {
          this.starts.push({ key: phrase.key.slice(word.index, word.index + KEY_LENGTH), phrase: index, match: 1 });
        }
      }
      if ((index + 1) % ITEMS_PER_STEP === 0) yield;
    }
    yield* sortInSteps(this.starts, byKeyThenPhrase);
    yield* this.cacheShortPrefixes();
  }

  static build(sources: Iterable<SuggestionSource>): SuggestionIndex {
    const index = new SuggestionIndex();
    runAtOnce(index.fill(sources));
    return index;
  }

  /** build without holding the event loop: the server's dictionary reloads (time-slices.ts). */
  static async buildInSlices(sources: Iterable<SuggestionSource>): Promise<SuggestionIndex> {
    const index = new SuggestionIndex();
    await runInSlices(index.fill(sources));
    return index;
  }

  get size(): number {
    return this.phrases.length;
  }

  /** At most `limit` suggestions for what was typed; nothing for an empty query. */
  suggest(q: string, limit = AUTOCOMPLETE_MAX_SUGGESTIONS): AutocompleteSuggestion[] {
    const needle = normalize(q);
    if (!needle || limit <= 0) return [];
    if (needle.length <= CACHED_PREFIX_LENGTH && limit <= AUTOCOMPLETE_MAX_SUGGESTIONS) {
      return (this.cached.get(needle) ?? []).slice(0, limit);
    }
    const prefix = needle.slice(0, KEY_LENGTH);
    const [from, to] = this.range(prefix);
    return this.rank(from, to, limit, needle.length > KEY_LENGTH ? needle : null);
  }

  private range(prefix: string): [number, number] {
    let lo = 0;
    let hi = this.starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.starts[mid]?.key ?? '') < prefix) lo = mid + 1;
      else hi = mid;
    }
    const from = lo;
    hi = this.starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.starts[mid]?.key ?? '').startsWith(prefix)) lo = mid + 1;
      else hi = mid;
    }
    return [from, lo];
  }

  /** The best `limit` phrases among the word starts [from, to), each phrase once with its best match. */
  private rank(from: number, to: number, limit: number, fullNeedle: string | null): AutocompleteSuggestion[] {
    const best = new Map<number, 0 | 1>();
    for (let i = from; i < to; i++) {
      const start = this.starts[i];
      if (!start) continue;
      if (fullNeedle && !this.phraseHasWordStart(start.phrase, fullNeedle, start.match)) continue;
      const seen = best.get(start.phrase);
      if (seen === undefined || start.match < seen) best.set(start.phrase, start.match);
    }
    const top: [number, 0 | 1][] = [];
    const better = ([pa, ma]: [number, 0 | 1], [pb, mb]: [number, 0 | 1]): boolean => {
      const a = this.phrases[pa] as Phrase;
      const b = this.phrases[pb] as Phrase;
      return (
        (ma !== mb ? ma < mb : undefined) ??
        (a.kind !== b.kind ? KIND_ORDER[a.kind] < KIND_ORDER[b.kind] : undefined) ??
        (a.count !== b.count ? a.count > b.count : undefined) ??
        (a.key.length !== b.key.length ? a.key.length < b.key.length : a.key < b.key)
      );
    };
    for (const candidate of best) {
      if (top.length === limit) {
        const last = top[limit - 1];
        if (!last || !better(candidate, last)) continue;
        top.pop();
      }
      let at = top.length;
      while (at > 0 && better(candidate, top[at - 1] as [number, 0 | 1])) at--;
      top.splice(at, 0, candidate);
    }
    return top.map(([index]) => {
      const { value, kind } = this.phrases[index] as Phrase;
      return { value, kind };
    });
  }

  private phraseHasWordStart(phrase: number, needle: string, match: 0 | 1): boolean {
    const key = this.phrases[phrase]?.key ?? '';
    return match === 0 ? key.startsWith(needle) : key.includes(` ${needle}`) || key.includes(needle);
  }

  private *cacheShortPrefixes(): Generator<void, void> {
    for (let length = 1; length <= CACHED_PREFIX_LENGTH; length++) {
      let start = 0;
      while (start < this.starts.length) {
        const key = this.starts[start]?.key ?? '';
        if (key.length < length) {
          start++;
          continue;
        }
        const prefix = key.slice(0, length);
        const [, end] = this.range(prefix);
        this.cached.set(prefix, this.rank(start, end, AUTOCOMPLETE_MAX_SUGGESTIONS, null));
        start = end;
        yield;
      }
    }
  }
}
