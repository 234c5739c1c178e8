import { createRequire } from 'node:module';

/*
 * Packages a start does not need, loaded on first use instead (issue #15: two thirds of a start was Node loading
 * packages). CommonJS packages only: `require` is synchronous, so the code that uses them stays synchronous. Each
 * loader registers itself; `warmUpLazyPackages()` loads them all once the server listens, off the start's path, so
 * the first request that needs one does not pay for it. A package's module is the same in every app and handle, so
 * this cache is the process's, like Node's own module cache.
 */

const require = createRequire(import.meta.url);
const loaders: (() => unknown)[] = [];

interface LazyPackageOptions<T> {
  /** Runs once on the loaded package (e.g. registering locales). */
  prepare?: (loaded: T) => void;
  /** false: not loaded by the warm-up either (a package only some configurations use, such as the S3 SDK). */
  warmUp?: boolean;
}

/** A function that loads the CommonJS package `name` on its first call and returns it (then from the cache). */
export function lazyPackage<T>(name: string, { prepare, warmUp = true }: LazyPackageOptions<T> = {}): () => T {
  let loaded: T | undefined;
  const load = (): T => {
    if (loaded === undefined) {
      const module = require(name) as T;
      prepare?.(module);
      loaded = module;
    }
    return loaded;
  };
  if (warmUp) loaders.push(load);
  return load;
}

/** Loads every lazy package now, one per turn of the event loop, so requests arriving meanwhile are not held up. */
export function warmUpLazyPackages(): Promise<void> {
  return new Promise((resolve) => {
    let index = 0;
    const next = (): void => {
      if (index >= loaders.length) return resolve();
      try {
        loaders[index]?.();
      } catch {
        // Not installed (an optional package); its first use reports it.
      }
      index += 1;
      setImmediate(next);
    };
    setImmediate(next);
  });
}
