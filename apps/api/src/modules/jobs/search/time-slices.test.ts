import { monitorEventLoopDelay } from 'node:perf_hooks';

import { describe, expect, it } from 'vitest';

import { SuggestionIndex } from './suggestions';
import { ITEMS_PER_STEP, runAtOnce, sortInSteps } from './time-slices';
import { Vocabulary } from './vocabulary';

/** A repeatable pseudo-random sequence (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const words = (count: number, seed = 1): string[] => {
  const next = random(seed);
  return Array.from({ length: count }, () =>
    Array.from({ length: 3 + Math.floor(next() * 9) }, () => 'abcdefghijklmnopqrstuvwxyzéü'.charAt(next() * 28)).join(
      '',
    ),
  );
};

describe('sortInSteps', () => {
  it('sorts as Array.prototype.sort does, stably, at sizes around its run length', () => {
    for (const size of [0, 1, 7, ITEMS_PER_STEP - 1, ITEMS_PER_STEP, ITEMS_PER_STEP + 1, 5 * ITEMS_PER_STEP + 17]) {
      const next = random(size + 1);
      // Few distinct keys, so that ties are common: the order of equal keys is their order before.
      const items = Array.from({ length: size }, (_, at) => ({ key: Math.floor(next() * 50), at }));
      const expected = [...items].sort((a, b) => a.key - b.key);
      runAtOnce(sortInSteps(items, (a, b) => a.key - b.key));
      expect(items).toEqual(expected);
    }
  });

  it('yields as it goes', () => {
    const items = words(10 * ITEMS_PER_STEP);
    let yields = 0;
    const steps = sortInSteps(items, (a, b) => (a < b ? -1 : a > b ? 1 : 0));
    while (!steps.next().done) yields += 1;
    expect(yields).toBeGreaterThan(10);
    expect(items).toEqual([...items].sort());
  });
});

describe('building the dictionary in slices', () => {
  const terms = words(30_000).map((term, i) => [term, 1 + (i % 97)] as const);
  const phrases = words(8_000, 2).map((word, i) => ({
    kind: (['title', 'skill', 'company'] as const)[i % 3] ?? 'title',
    value: `${word} ${words(1, i)[0] ?? ''} engineer`,
    count: 1 + (i % 13),
  }));

  it('gives the same vocabulary and suggestions as a build at once', async () => {
    const atOnce = Vocabulary.fromEntries(terms);
    const sliced = await Vocabulary.fromEntriesInSlices(terms);
    expect(sliced.size).toBe(atOnce.size);
    for (const word of ['a', 'ab', 'abc', 'abcd', 'zzz', terms[5]?.[0] ?? '', `${terms[9]?.[0] ?? ''}x`]) {
      expect(sliced.complete(word)).toEqual(atOnce.complete(word));
      expect(sliced.correct(word)).toEqual(atOnce.correct(word));
    }
    const suggestionsAtOnce = SuggestionIndex.build(phrases);
    const suggestionsSliced = await SuggestionIndex.buildInSlices(phrases);
    for (const typed of ['a', 'ab', 'eng', 'engineer', phrases[3]?.value.slice(0, 6) ?? '']) {
      expect(suggestionsSliced.suggest(typed)).toEqual(suggestionsAtOnce.suggest(typed));
    }
  });

  it('gives the event loop back while it builds: a timer set before runs during the build', async () => {
    const delay = monitorEventLoopDelay({ resolution: 1 });
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    delay.enable();
    const started = performance.now();
    await Vocabulary.fromEntriesInSlices(terms);
    await SuggestionIndex.buildInSlices(phrases);
    const took = performance.now() - started;
    delay.disable();
    clearInterval(timer);
    // The build takes several slices, and the timer ran between them.
    expect(took).toBeGreaterThan(0);
    expect(ticks).toBeGreaterThan(1);
    // The longest hold is a slice or so, far below a build at once (hundreds of ms at this size on a loaded
    // machine); the bound is loose, for a loaded CI machine: what it catches is a build that never yields.
    expect(delay.max / 1e6).toBeLessThan(Math.max(100, took / 2));
  });
});
