// `npm run bench:search-library -w @hireway/bench [-- --terms=N]`: the multilingual search library alone
// (apps/api/src/modules/jobs/search, docs/decisions/0015-multilingual-search.md), no database. Builds a
// vocabulary of N terms (default 150,000: pseudo-words of realistic lengths with Zipf-like document counts, plus
// the bench's real words), then times: building it, correcting typos, completing prefixes, planning queries,
// building the autocomplete phrase index and suggesting, and analyzing job texts. Prints figures; asserts nothing.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

import {
  analyzeDocument,
  planSearch,
  SuggestionIndex,
  type SuggestionSource,
  Vocabulary,
} from '../apps/api/src/modules/jobs/search/index';
import { LEVELS, ROLES, SKILLS, WORDS } from './words';

// Its own generator: the shared one in words.ts repeats too soon for 150,000 distinct words.
let state = 2_463_534_242;
const random = (): number => {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) / 2 ** 32;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const sentence = (words: number): string => Array.from({ length: words }, () => pick(WORDS)).join(' ');

const { values } = parseArgs({ options: { terms: { type: 'string', default: '150000' } }, strict: false });
const TERMS = Number(values.terms);

const SYLLABLES =
  'ba be bi bo ka ke ki ko la le li lo ma me mi mo na ne ni no ra re ri ro sa se si so ta te ti to ver ung ent ion ier ste sch tra pro con der'.split(
    ' ',
  );
const pseudoWord = (): string => {
  const syllables = 2 + Math.floor(random() * 4);
  return Array.from({ length: syllables }, () => pick(SYLLABLES)).join('');
};

const entries = new Map<string, number>();
for (const word of [...WORDS, ...SKILLS.map((s) => s.toLowerCase()), ...ROLES.map((r) => r.toLowerCase())]) {
  entries.set(word, 1_000 + Math.floor(random() * 50_000));
}
while (entries.size < TERMS) entries.set(pseudoWord(), Math.max(1, Math.floor(100_000 / (1 + entries.size) ** 0.9)));
const pairs = [...entries];

const percentiles = (timesMs: number[]) => {
  const sorted = [...timesMs].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return `p50 ${at(0.5).toFixed(3)} ms, p99 ${at(0.99).toFixed(3)} ms, max ${at(1).toFixed(3)} ms`;
};
/** A build in slices: its wall time, and the longest time it held the event loop (what a request waits at worst). */
const inSlices = async (build: () => Promise<unknown>): Promise<string> => {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const timer = setInterval(() => undefined, 1);
  delay.enable();
  const begin = performance.now();
  await build();
  const took = performance.now() - begin;
  delay.disable();
  clearInterval(timer);
  return `${took.toFixed(0)} ms, the event loop held at most ${(delay.max / 1e6).toFixed(1)} ms at a time`;
};

const time = <T>(inputs: T[], run: (input: T) => unknown): string =>
  percentiles(
    inputs.map((input) => {
      const start = performance.now();
      run(input);
      return performance.now() - start;
    }),
  );

const INSERTS = ['a', 'e', 'i', 'o', 'u', 's', 't', 'r'];
const typo = (word: string): string => {
  const i = Math.floor(random() * word.length);
  const edits = [
    () => word.slice(0, i) + word.slice(i + 1), // deletion
    () => word.slice(0, i) + pick(INSERTS) + word.slice(i), // insertion
    () => word.slice(0, i) + pick(INSERTS) + word.slice(i + 1), // substitution
    () =>
      i + 1 < word.length
        ? `${word.slice(0, i)}${word.charAt(i + 1)}${word.charAt(i)}${word.slice(i + 2)}`
        : `${word}x`, // swap
  ];
  return pick(edits)();
};

console.log(`Node ${process.version}; ${TERMS.toLocaleString('en')} terms`);
let start = performance.now();
const vocabulary = Vocabulary.fromEntries(pairs);
console.log(`Vocabulary build: ${(performance.now() - start).toFixed(0)} ms`);
console.log(`Vocabulary build in slices (the server's reload): ${await inSlices(() => Vocabulary.fromEntriesInSlices(pairs))}`);

const sample = Array.from({ length: 2_000 }, () => pick(pairs)[0]);
const longWords = sample.filter((w) => w.length >= 8);
const shortWords = sample.filter((w) => w.length >= 4 && w.length < 8);
console.log(
  `correct(), 1 typo, 4–7 chars (${shortWords.length}): ${time(shortWords.map(typo), (w) => vocabulary.correct(w))}`,
);
console.log(
  `correct(), 2 typos, 8+ chars (${longWords.length}): ${time(
    longWords.map((w) => typo(typo(w))),
    (w) => vocabulary.correct(w),
  )}`,
);
console.log(`correct(), known word (${sample.length}): ${time(sample, (w) => vocabulary.correct(w))}`);
console.log(
  `complete(), 1–6 chars: ${time(
    sample.map((w) => w.slice(0, 1 + Math.floor(random() * 6))),
    (p) => vocabulary.complete(p, 10),
  )}`,
);

const queries = Array.from({ length: 1_000 }, () => {
  const words = [pick(LEVELS), pick(ROLES), pick(SKILLS), pick(sample)].slice(0, 1 + Math.floor(random() * 4));
  const q = words.join(' ');
  return random() < 0.3
    ? q.replace(/\w+$/, (w) => typo(w.toLowerCase()))
    : q.slice(0, q.length - Math.floor(random() * 3));
});
console.log(
  `planSearch() with typo correction (1,000 queries, 30% with a typo): ${time(queries, (q) => planSearch(q, vocabulary))}`,
);

const phrases: SuggestionSource[] = [];
const seen = new Set<string>();
while (phrases.length < 100_000) {
  const kind = pick(['title', 'title', 'skill', 'company'] as const);
  const value =
    kind === 'title'
      ? `${pick(LEVELS)} ${pick(ROLES)} ${pick(sample)}`
      : kind === 'skill'
        ? `${pick(SKILLS)} ${pick(sample)}`
        : `${pick(sample)} ${pick(['GmbH', 'SA', 'Lda', 'Ltd', 'AG'])}`;
  if (seen.has(value)) continue;
  seen.add(value);
  phrases.push({ value, kind, count: 1 + Math.floor(random() * 500) });
}
start = performance.now();
const suggestions = SuggestionIndex.build(phrases);
console.log(`SuggestionIndex build (100,000 phrases): ${(performance.now() - start).toFixed(0)} ms`);
console.log(
  `SuggestionIndex build in slices (the server's reload): ${await inSlices(() => SuggestionIndex.buildInSlices(phrases))}`,
);
const typed = sample.map((w) => w.slice(0, 2 + Math.floor(random() * 6)));
console.log(`suggest(), 2–7 chars: ${time(typed, (q) => suggestions.suggest(q))}`);

const texts = Array.from({ length: 2_000 }, () => `${pick(LEVELS)} ${pick(ROLES)}. ${sentence(180)}`);
start = performance.now();
for (const [i, text] of texts.entries()) analyzeDocument(text, (['en', 'de', 'fr', 'pt'] as const)[i % 4] ?? 'en');
const ms = performance.now() - start;
console.log(
  `analyzeDocument(): ${texts.length} texts of ≈1.3 kB in ${ms.toFixed(0)} ms (${((texts.length / ms) * 1000).toFixed(0)} texts/s)`,
);
const heap = process.memoryUsage().heapUsed / 2 ** 20;
console.log(`Heap after all: ${heap.toFixed(0)} MiB`);
