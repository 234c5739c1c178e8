/*
 * Long computations written as generators that `yield` now and then, so that the same code runs either at once
 * (tests, small inputs) or in slices that give the event loop back between them: the search dictionary is rebuilt
 * in the server process while it answers requests, and a build of a large vocabulary in one go held every request
 * for hundreds of milliseconds (issue 11).
 */

/** A computation that yields at points where it may be paused. */
export type Steps = Iterator<unknown, void>;

/** Runs the steps to the end in one go. */
export function runAtOnce(steps: Steps): void {
  while (!steps.next().done);
}

/** The longest stretch `runInSlices` works before it gives the event loop back. */
export const SLICE_MS = 8;

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Runs the steps to the end, giving the event loop back whenever a slice has lasted `sliceMs`. */
export async function runInSlices(steps: Steps, sliceMs = SLICE_MS): Promise<void> {
  let sliceStart = performance.now();
  while (!steps.next().done) {
    if (performance.now() - sliceStart >= sliceMs) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
}

/** How many items a loop handles between two yields: small enough that one stretch stays well under a slice. */
export const ITEMS_PER_STEP = 1024;

/**
 * Sorts `items` in place, stable, yielding as it goes: a bottom-up merge sort over runs of ITEMS_PER_STEP sorted
 * by the engine (Array.prototype.sort of 100,000 strings is one block of 50–150 ms).
 */
export function* sortInSteps<T>(items: T[], compare: (a: T, b: T) => number): Generator<void, void> {
  const n = items.length;
  for (let from = 0; from < n; from += ITEMS_PER_STEP) {
    const run = items.slice(from, from + ITEMS_PER_STEP).sort(compare);
    for (let i = 0; i < run.length; i++) items[from + i] = run[i] as T;
    yield;
  }
  let source = items;
  let target: T[] = new Array<T>(n);
  for (let width = ITEMS_PER_STEP; width < n; width *= 2) {
    let moved = 0;
    for (let left = 0; left < n; left += 2 * width) {
      const middle = Math.min(left + width, n);
      const right = Math.min(left + 2 * width, n);
      let i = left;
      let j = middle;
      let k = left;
      while (i < middle && j < right) {
        // Stable: on a tie the left run's item goes first.
        target[k++] = compare(source[j] as T, source[i] as T) < 0 ? (source[j++] as T) : (source[i++] as T);
        if (++moved % ITEMS_PER_STEP === 0) yield;
      }
      while (i < middle) target[k++] = source[i++] as T;
      while (j < right) target[k++] = source[j++] as T;
    }
    [source, target] = [target, source];
    yield;
  }
  if (source !== items) for (let i = 0; i < n; i++) items[i] = source[i] as T;
}
