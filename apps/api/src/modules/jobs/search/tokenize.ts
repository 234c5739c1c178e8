/*
 * Cutting text into words, the same way for a job (at index time) and for a query (docs/decisions/0015-multilingual-search.md).
 * Words are runs of letters and digits; every other character separates words, so nothing a person types becomes
 * FTS5 or tsquery syntax. Before that, the names of technologies that are mostly punctuation are rewritten into
 * stable words: C++ → cplusplus, C# → csharp, F# → fsharp, .NET → dotnet, ASP.NET → aspnet, Node.js → nodejs.
 */

/** Letters that NFKD does not take apart, folded as people type them without the key: Straße → strasse. */
const FOLDS: Record<string, string> = { ß: 'ss', ẞ: 'ss', œ: 'oe', æ: 'ae', ø: 'o', ł: 'l', đ: 'd', ı: 'i', þ: 'th' };
const FOLDABLE = /[ßẞœæøłđıþ]/gu;

/** Lower case, accents and other marks removed, ß → ss, œ → oe: the one form tokens are stored and matched in. */
export const foldText = (value: string): string =>
  value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(FOLDABLE, (c) => FOLDS[c] ?? c);

/** Words longer than this are not words (hashes, base64, URLs without separators) and are not indexed. */
export const MAX_TOKEN_LENGTH = 48;

/** Marks a word the tokenizer made from a technology's name: it is neither stemmed nor a stop word. */
const TECH = '\uE000';

export interface RawWord {
  /** Lower case, accents kept (stemmers need them): "développeurs". */
  text: string;
  /** A technology's stable name (cplusplus, dotnet, nodejs): kept as it is. */
  isTech: boolean;
  /** Only in documents: an extra form that helps find the word (node for Node.js, fullstack for full-stack). */
  isExtra: boolean;
}

const NOT_WORD_BEFORE = '(?<![\\p{L}\\p{N}\\uE000])';
const NOT_WORD_AFTER = '(?![\\p{L}\\p{N}])';
const TECH_RULES: readonly [RegExp, (doc: boolean, group: string) => string][] = [
  // C++, G++ (and C++17 → cplusplus 17)
  [new RegExp(`${NOT_WORD_BEFORE}(\\p{L})\\+\\+`, 'gu'), (_doc, letter) => ` ${TECH}${letter}plusplus `],
  // C#, F#, J#
  [new RegExp(`${NOT_WORD_BEFORE}([cfj])#`, 'gu'), (_doc, letter) => ` ${TECH}${letter}sharp `],
  // .NET alone
  [new RegExp(`${NOT_WORD_BEFORE}(?<!\\.)\\.net${NOT_WORD_AFTER}`, 'gu'), () => ` ${TECH}dotnet `],
  // ASP.NET, VB.NET, ADO.NET: the joined name, and in a job also .NET
  [
    new RegExp(`${NOT_WORD_BEFORE}([\\p{L}\\p{N}]+)\\.net${NOT_WORD_AFTER}`, 'gu'),
    (doc, name) => ` ${TECH}${name}net ${doc ? `${TECH}dotnet ` : ''}`,
  ],
  // Node.js, Vue.js, Next.js: the joined name, and in a job also the bare name (node, vue)
  [
    new RegExp(`${NOT_WORD_BEFORE}([\\p{L}\\p{N}]+)\\.js${NOT_WORD_AFTER}`, 'gu'),
    (doc, name) => ` ${TECH}${name}js ${doc ? `${TECH}\uE001${name} ` : ''}`,
  ],
  // French elision: l'équipe, d'un, qu'il → équipe, un, il (c' too, so "c" can stay a word: the C language)
  [new RegExp(`${NOT_WORD_BEFORE}(?:qu|[cdjlmnst])['’](?=\\p{L})`, 'gu'), () => ' '],
];

const WORDS = /\uE000?\uE001?[\p{L}\p{N}]+(?:[-‐‑][\p{L}\p{N}]+)*/gu;

/**
 * The words of a text, in order. `document`: a job's text, where a hyphenated word also yields its joined form
 * (full-stack → full, stack, fullstack) and Node.js also node; a query yields only what was typed.
 *
 * Compatibility forms are taken apart first (NFKC: ½ → 1⁄2, x² → x2, ﬁ → fi, full-width Ｃ＋＋ → c++), so that a
 * word's folded form (foldText, NFKD) is still one word of letters and digits: both engines index a stored token
 * as one term only if it is one (search.engines.test.ts).
 */
export function splitWords(text: string, mode: 'document' | 'query'): RawWord[] {
  const doc = mode === 'document';
  let value = text.normalize('NFKC').toLowerCase();
  for (const [pattern, replace] of TECH_RULES)
    value = value.replace(pattern, (_match, group: unknown) => replace(doc, typeof group === 'string' ? group : ''));
  const words: RawWord[] = [];
  for (const match of value.matchAll(WORDS)) {
    let word = match[0];
    if (word.startsWith(TECH)) {
      const isExtra = word.charAt(1) === '\uE001';
      word = word.slice(isExtra ? 2 : 1);
      // The bare name of X.js is an ordinary word (vue, node), stemmed like any other.
      words.push({ text: word, isTech: !isExtra, isExtra });
      continue;
    }
    const parts = word.split(/[-‐‑]/u).filter(Boolean);
    for (const part of parts) words.push({ text: part, isTech: false, isExtra: false });
    if (doc && parts.length > 1) words.push({ text: parts.join(''), isTech: false, isExtra: true });
  }
  return words.filter((word) => word.text.length <= MAX_TOKEN_LENGTH);
}
