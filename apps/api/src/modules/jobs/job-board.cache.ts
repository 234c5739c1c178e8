/*
 * The board cache: a small in-process store of anonymous board answers, keyed by the query (with today's date)
 * and checked against the listing version (job_listings_state.version), which every listing change bumps in the
 * same transaction. An answer computed under another version is never served, so no one sees a job after it
 * closed, whichever process closed it; one cheap read of the version per request buys that.
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

/** Hot anonymous board queries: page 1 of the board, popular searches and filters. */
export const BOARD_CACHE_ENTRIES = 500;

/** Held as the JSON sent (validated against the response schema once, when computed): a hit costs no serializing. */
export const boardCache = new VersionedCache<string>(BOARD_CACHE_ENTRIES);
