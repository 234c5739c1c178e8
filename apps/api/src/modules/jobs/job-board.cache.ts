/*
 * The board cache: a small in-process store of anonymous board answers, keyed by the query (with today's date)
 * and checked against the listing version (job_listings_state.version), which every listing change bumps in the
 * same transaction. An answer computed under another version is never served, so no one sees a job after it
 * closed, whichever process closed it; one cheap read of the version per request buys that — shared by the
 * requests that arrive while it is on its way (SharedRead), so a crowd costs a few reads, not one each.
 */

interface Entry<T> {
  version: number;
  value: T;
}

export class VersionedCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly inFlight = new Map<string, { version: number; promise: Promise<T> }>();

  constructor(private readonly maxEntries: number) {}

  /** The answer for `key` computed under `version`, computing it (once, however many ask at the same time) when missing. */
  async get(key: string, version: number, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const running = this.inFlight.get(key);
    if (running && running.version === version) return running.promise;
    const promise = compute();
    this.inFlight.set(key, { version, promise });
    try {
      const value = await promise;
      this.entries.delete(key);
      this.entries.set(key, { version, value });
      while (this.entries.size > this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest === undefined) break;
        this.entries.delete(oldest);
      }
      return value;
    } finally {
      if (this.inFlight.get(key)?.promise === promise) this.inFlight.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * One read shared by everyone who asks while it runs, without serving anyone a value read before they asked: a
 * caller who arrives while a read is on its way waits for the next one, which starts when that one ends and is
 * shared by all who arrived meanwhile. So at most two reads are ever out, a crowd of N callers costs about two
 * reads instead of N (on PostgreSQL each read holds a pool connection for a round trip), and every caller still
 * sees what was committed before it called.
 */
export class SharedRead<T> {
  private running: Promise<T> | null = null;
  private next: Promise<T> | null = null;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    if (!this.running) return this.start();
    this.next ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.next = null;
        return this.start();
      });
    return this.next;
  }

  private start(): Promise<T> {
    const promise: Promise<T> = this.read().finally(() => {
      if (this.running === promise) this.running = null;
    });
    this.running = promise;
    return promise;
  }
}

/** One SharedRead per database handle (the primary and each replica keep their own). */
export function sharedReadPer<K extends object, T>(read: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const reads = new WeakMap<K, SharedRead<T>>();
  return (key) => {
    let shared = reads.get(key);
    if (!shared) {
      shared = new SharedRead(() => read(key));
      reads.set(key, shared);
    }
    return shared.get();
  };
}

/** Hot anonymous board queries: page 1 of the board, popular searches and filters. */
export const BOARD_CACHE_ENTRIES = 500;

const boardCaches = new WeakMap<object, VersionedCache<string>>();

/**
 * The board cache of one database handle (like the listing version and the search dictionary): a process runs one
 * app, but the test suite builds many in one process, each on its own database, whose listing versions coincide.
 * Held as the JSON sent (validated against the response schema once, when computed): a hit costs no serializing.
 */
export function boardCacheOf(db: object): VersionedCache<string> {
  let cache = boardCaches.get(db);
  if (!cache) {
    cache = new VersionedCache<string>(BOARD_CACHE_ENTRIES);
    boardCaches.set(db, cache);
  }
  return cache;
}
